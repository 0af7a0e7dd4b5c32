import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { imageProblem } from '../../server/editor/image-check.ts';
import { sanitiseSvg } from '../../server/editor/svg-sanitise.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

/** Crafted uploads of a security review: each tries to run, load or reach something. */
const HOSTILE: Record<string, string> = {
  'entity-encoded javascript: in xlink:href': `<svg ${NS}><a xlink:href="&#106;&#97;vascript:alert(1)"><rect width="5" height="5"/></a></svg>`,
  'javascript: split by a tab entity': `<svg ${NS}><a href="java&#x09;script:alert(1)"><rect width="5" height="5"/></a></svg>`,
  'foreignObject with iframe srcdoc': `<svg ${NS}><foreignObject width="9" height="9"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></foreignObject></svg>`,
  'external DOCTYPE': `<?xml version="1.0"?><!DOCTYPE svg SYSTEM "http://evil.example/x.dtd"><svg ${NS}><rect width="5" height="5"/></svg>`,
  'CSS @import': `<svg ${NS}><style>@import url(http://evil.example/x.css);</style><rect width="5" height="5"/></svg>`,
  'style attribute loading a URL': `<svg ${NS}><rect width="5" height="5" style="fill:url(http://evil.example/p.svg#x)"/></svg>`,
  'external image': `<svg ${NS}><image href="http://evil.example/track.png" width="5" height="5"/></svg>`,
  'external use': `<svg ${NS}><use xlink:href="http://evil.example/sprite.svg#icon"/></svg>`,
  'fill pointing outside': `<svg ${NS}><rect width="5" height="5" fill="url(http://evil.example/g.svg#g)"/></svg>`,
  'animate setting href': `<svg ${NS}><a><animate attributeName="href" values="javascript:alert(1)"/><rect width="5" height="5"/></a></svg>`,
  'set to javascript': `<svg ${NS}><set attributeName="xlink:href" to="javascript:alert(1)"/></svg>`,
  'handler on a nested element': `<svg ${NS}><g><rect width="5" height="5" onmouseover="alert(1)"/></g></svg>`,
  'namespaced script': `<svg ${NS}><svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script></svg>`,
  'script through CDATA': `<svg ${NS}><script><![CDATA[alert(1)]]></script></svg>`,
  'iframe in HTML namespace': `<svg ${NS}><html:iframe xmlns:html="http://www.w3.org/1999/xhtml" src="http://evil.example/"/></svg>`,
  'data: document in href': `<svg ${NS}><image href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" width="5" height="5"/></svg>`,
  'filter from outside': `<svg ${NS}><rect width="5" height="5" filter="url('http://evil.example/f.svg#f')"/></svg>`,
  'handler spelled with a newline': `<svg ${NS}><rect width="5" height="5"\nonclick\n=\n"alert(1)"/></svg>`,
  'xml-stylesheet instruction': `<?xml-stylesheet href="http://evil.example/x.css"?><svg ${NS}><rect width="5" height="5"/></svg>`,
};

/** Everything in the sanitised file a browser would act on: elements, and attributes that run or load. */
function risks(svgText: string): string[] {
  const dom = new JSDOM(svgText, { contentType: 'image/svg+xml' });
  const found: string[] = [];
  if (dom.window.document.doctype) found.push('doctype');
  if (/<\?xml-stylesheet|<!ENTITY|<!DOCTYPE/i.test(svgText)) found.push('declaration');
  for (const element of dom.window.document.querySelectorAll('*')) {
    if (element.namespaceURI !== 'http://www.w3.org/2000/svg') found.push(`foreign ${element.localName}`);
    if (['script', 'foreignObject', 'style', 'a', 'iframe'].includes(element.localName)) found.push(element.localName);
    for (const attribute of element.attributes) {
      const value = attribute.value.replace(/\s/g, '');
      if (/^on/i.test(attribute.localName)) found.push(`handler ${attribute.name}`);
      if (attribute.localName === 'href' && !/^#|^data:image\/(png|jpeg|webp);/i.test(value))
        found.push(`href ${value}`);
      if (/url\((?!['"]?#)/i.test(value)) found.push(`url in ${attribute.name}`);
      if (/javascript:/i.test(value)) found.push(`javascript in ${attribute.name}`);
      if (element.localName === 'animate' || element.localName === 'set')
        found.push(`animation of ${element.getAttribute('attributeName')}`);
    }
  }
  dom.window.close();
  return found;
}

describe('SVG uploads are rewritten from an allowlist', () => {
  it.each(Object.entries(HOSTILE))('leaves nothing that runs or loads: %s', async (_name, svg) => {
    const clean = await sanitiseSvg(svg);
    expect(clean).not.toBeNull();
    expect(risks(clean!)).toEqual([]);
  });

  it('covers what the old pattern check let through', () => {
    const passedTheCheck = Object.values(HOSTILE).filter(
      (svg) => imageProblem('image/svg+xml', new TextEncoder().encode(svg)) === null,
    );
    expect(passedTheCheck.length).toBeGreaterThanOrEqual(10);
  });

  it('keeps a drawing: shapes, gradients, internal references, text and a non-breaking space, as well-formed XML', async () => {
    const drawing = `<svg ${NS} viewBox="0 0 100 50"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><clipPath id="c"><rect width="50" height="50"/></clipPath></defs><g clip-path="url(#c)"><circle cx="25" cy="25" r="20" fill="url(#g)" stroke="#333" style="stroke-width:2"/><path d="M0 0L10 10"/></g><use xlink:href="#g"/><text x="60" y="30" font-size="8">Ø 40\u00a0mm &amp; M12</text></svg>`;
    const clean = (await sanitiseSvg(drawing))!;
    const dom = new JSDOM(clean, { contentType: 'image/svg+xml' });
    const names = [...dom.window.document.querySelectorAll('*')].map((e) => e.localName);
    expect(names).toEqual([
      'svg',
      'defs',
      'linearGradient',
      'stop',
      'clipPath',
      'rect',
      'g',
      'circle',
      'path',
      'use',
      'text',
    ]);
    expect(dom.window.document.querySelector('circle')!.getAttribute('fill')).toBe('url(#g)');
    expect(dom.window.document.querySelector('circle')!.getAttribute('style')).toBe('stroke-width:2');
    expect(dom.window.document.querySelector('text')!.textContent).toBe('Ø 40\u00a0mm & M12');
    expect(dom.window.document.documentElement.getAttribute('viewBox')).toBe('0 0 100 50');
  });

  it('answers null when no SVG drawing is left', async () => {
    expect(await sanitiseSvg('<script>alert(1)</script>')).toBeNull();
    expect(await sanitiseSvg('<p>not a drawing</p>')).toBeNull();
  });
});
