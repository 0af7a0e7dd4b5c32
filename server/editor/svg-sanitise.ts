import type { DOMPurify } from 'dompurify';

/**
 * An uploaded SVG rewritten from an allowlist (DOMPurify's SVG profile): only drawing elements and
 * attributes are kept, so nothing in the stored file can run, load another resource or reach out,
 * whatever the spelling (entities, namespaces, DOCTYPEs, CSS). The check before it (image-check.ts)
 * refuses the plain cases with a reason the editor can act on; this catches the rest.
 */

/** Elements the profile would keep that an image does not need: links, CSS sheets (@import), HTML islands. */
const FORBID_TAGS = ['a', 'style', 'foreignObject'];
/** Reused shapes (icons, bolts of a drawing): safe once its href may only point inside the file. */
const ADD_TAGS = ['use'];
/** A reference inside the file (#gradient), or an embedded raster picture. */
const SAFE_REFERENCE = /^(#[\w.:-]+|data:image\/(png|jpeg|webp);base64,[a-z0-9+/=\s]*)$/i;
/** Every url(…) in a value points inside the file: url(#clip). */
const ONLY_LOCAL_URLS = /^(?:[^u]|u(?!rl\s*\()|url\s*\(\s*['"]?#[\w.:-]+['"]?\s*\))*$/i;
/** CSS in a style attribute that could load or run something. */
const RISKY_STYLE = /@import|expression|behavior|-moz-binding|\\|javascript:/i;

interface Purifier {
  purify: DOMPurify;
  serializer: XMLSerializer;
}

let purifier: Promise<Purifier> | undefined;

/** jsdom is large: loaded on the first SVG upload, not when the API starts. */
function loadPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      const value = data.attrValue.trim();
      if ((name === 'href' || name === 'xlink:href') && !SAFE_REFERENCE.test(value)) data.keepAttr = false;
      if (!ONLY_LOCAL_URLS.test(value)) data.keepAttr = false;
      if (name === 'style' && RISKY_STYLE.test(value)) data.keepAttr = false;
    });
    // XML, not HTML, serialisation: the file is served as image/svg+xml, where &nbsp; would not parse.
    return { purify, serializer: new window.XMLSerializer() };
  })();
  return purifier;
}

/** The SVG as safe XML text, or null when nothing of an SVG drawing is left. */
export async function sanitiseSvg(text: string): Promise<string | null> {
  const { purify, serializer } = await loadPurifier();
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS,
    FORBID_TAGS,
    RETURN_DOM: true,
  }) as HTMLElement;
  const svg = body.firstElementChild;
  if (!svg || svg.localName !== 'svg' || body.childElementCount !== 1) return null;
  return serializer.serializeToString(svg);
}
