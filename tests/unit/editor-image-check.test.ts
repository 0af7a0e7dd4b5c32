import { describe, expect, it } from 'vitest';
import { imageProblem } from '../../server/editor/image-check.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)));
const svg = (text: string) => imageProblem('image/svg+xml', bytes(text));

describe('imageProblem: raster images by their magic numbers', () => {
  const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
  const webp = bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8 ');

  it('accepts each type with its own signature', () => {
    expect(imageProblem('image/png', png)).toBeNull();
    expect(imageProblem('image/jpeg', jpeg)).toBeNull();
    expect(imageProblem('image/webp', webp)).toBeNull();
  });

  it('refuses the bytes of another type, truncated signatures and empty files', () => {
    expect(imageProblem('image/png', jpeg)).toBe('notThatType');
    expect(imageProblem('image/jpeg', png)).toBe('notThatType');
    expect(imageProblem('image/webp', bytes('RIFF', [26, 0, 0, 0], 'WAVEfmt '))).toBe('notThatType');
    expect(imageProblem('image/png', png.slice(0, 7))).toBe('notThatType');
    expect(imageProblem('image/png', new Uint8Array())).toBe('empty');
    expect(imageProblem('image/png', bytes('<svg/>'))).toBe('notThatType');
  });
});

describe('imageProblem: SVG', () => {
  it('accepts SVG starting with <svg or an XML declaration, after a byte-order mark or white space', () => {
    expect(
      svg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1z" fill="none"/></svg>'),
    ).toBeNull();
    expect(
      svg(
        '\uFEFF\n  <?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg version="1.1"><text>Mounting position</text></svg>',
      ),
    ).toBeNull();
    expect(svg('<SVG/>')).toBeNull();
  });

  it('refuses what is not SVG', () => {
    expect(svg('<html><svg/></html>')).toBe('svgNoSvgElement');
    expect(svg('<?xml version="1.0"?><html/>')).toBe('svgNoSvgElement');
    expect(svg('<svgfoo/>')).toBe('svgNoSvgElement');
    expect(svg('<!-- comment --><svg/>')).toBe('svgNoSvgElement');
    expect(imageProblem('image/svg+xml', new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0xfe]))).toBe(
      'svgNotText',
    );
  });

  it('refuses scripts in any letter case', () => {
    expect(svg('<svg><script>alert(1)</script></svg>')).toBe('svgScript');
    expect(svg('<svg><SCRIPT xlink:href="x.js"/></svg>')).toBe('svgScript');
    expect(svg('<svg><svg:script>1</svg:script></svg>')).toBe('svgScript');
  });

  it('refuses event attributes however they are written', () => {
    for (const text of [
      '<svg onload="alert(1)"/>',
      '<svg><rect ONCLICK = "x"/></svg>',
      "<svg><g\nonmouseover='x'/></svg>",
      '<svg/onload=alert(1)>',
      '<svg><a xlink:href="#" onfocusin="x"/></svg>',
    ]) {
      expect(svg(text), text).toBe('svgEventAttribute');
    }
  });

  it('refuses javascript: links, also hidden with white space or character references', () => {
    expect(svg('<svg><a href="javascript:alert(1)">x</a></svg>')).toBe('svgJavascriptUrl');
    expect(svg('<svg><a href="JavaScript:alert(1)">x</a></svg>')).toBe('svgJavascriptUrl');
    expect(svg('<svg><a href="java\tscript:alert(1)">x</a></svg>')).toBe('svgJavascriptUrl');
    expect(svg('<svg><a href="jav&#x61;script:alert(1)">x</a></svg>')).toBe('svgJavascriptUrl');
  });

  it('refuses XML entity declarations', () => {
    expect(svg('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>')).toBe('svgEntity');
  });

  it('refuses elements nested deeper than 200, counting only open elements', () => {
    const nested = (depth: number, inner = '') =>
      `<svg>${'<g>'.repeat(depth - 1)}${inner}${'</g>'.repeat(depth - 1)}</svg>`;
    expect(svg(nested(200))).toBeNull();
    expect(svg(nested(201))).toBe('svgTooDeep');
    expect(svg(`<svg>${'<g><rect/></g>'.repeat(1000)}</svg>`)).toBeNull();
    expect(svg(nested(200, '<rect title="a>b"/><!-- <g> -->'))).toBeNull();
  });
});
