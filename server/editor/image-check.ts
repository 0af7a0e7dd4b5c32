import type { EditorImageType } from '#contract/limits/editor.ts';

/**
 * Checks that uploaded bytes really are the image type the editor chose, without parsing them:
 * raster images by their magic numbers, SVG by its opening and by the absence of anything that
 * could run (scripts, event attributes, javascript: links) or expand (XML entities).
 */
export type ImageProblem =
  | 'empty'
  | 'notThatType'
  | 'svgNotText'
  | 'svgNoSvgElement'
  | 'svgScript'
  | 'svgEventAttribute'
  | 'svgJavascriptUrl'
  | 'svgEntity'
  | 'svgTooDeep';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  return bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** RIFF, four bytes of length, WEBP. */
function isWebp(bytes: Uint8Array): boolean {
  return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
}

/** An attribute whose name starts with "on" (onload=, onclick =, ONerror=, ev:onclick=): after a space, quote, slash or prefix. */
const EVENT_ATTRIBUTE = /[\s"'/:]on[a-z0-9_.:-]*\s*=/i;
/** A script element, also with a namespace prefix (<svg:script>). */
const SCRIPT_ELEMENT = /<([\w.-]+:)?script/i;

/** The text with character references decoded and white space removed, as a browser reads a URL. */
function asUrlText(text: string): string {
  return text
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)),
    )
    .replace(/&#([0-9]{1,7});?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '')
    .replace(/[\s\u0000-\u001f]+/g, '');
}

/** The deepest nesting of elements accepted: the sanitiser (svg-sanitise.ts) walks the tree recursively and overflows the stack on a few thousand levels, where real drawings stay within tens. */
export const SVG_MAX_DEPTH = 200;

/** A start tag, end tag or self-closing tag (quoted attribute values may hold ">"); declarations do not match. */
const TAG = /<(\/?)[A-Za-z][\w.:-]*(?:[^<>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/** Comments and CDATA sections: their text is not markup. */
const NOT_MARKUP = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g;

/** Whether the elements nest deeper than SVG_MAX_DEPTH, counted on the text before any parsing. */
function nestsTooDeep(text: string): boolean {
  let depth = 0;
  for (const [, closing, selfClosing] of text.replace(NOT_MARKUP, '').matchAll(TAG)) {
    if (closing) depth -= 1;
    else if (!selfClosing && ++depth > SVG_MAX_DEPTH) return true;
  }
  return false;
}

function svgProblem(bytes: Uint8Array): ImageProblem | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'svgNotText';
  }
  // A byte-order mark and white space may come first; a comment may not (keep the check simple).
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^<svg[\s>/]/i.test(start) && !/^<\?xml[\s?]/i.test(start)) return 'svgNoSvgElement';
  if (!/<svg[\s>/]/i.test(start)) return 'svgNoSvgElement';
  if (SCRIPT_ELEMENT.test(text)) return 'svgScript';
  if (EVENT_ATTRIBUTE.test(text)) return 'svgEventAttribute';
  if (/javascript:/i.test(asUrlText(text))) return 'svgJavascriptUrl';
  if (/<!ENTITY/i.test(text)) return 'svgEntity';
  if (nestsTooDeep(text)) return 'svgTooDeep';
  return null;
}

/** Null when the bytes are an image of that type we accept, else why not. */
export function imageProblem(contentType: EditorImageType, bytes: Uint8Array): ImageProblem | null {
  if (bytes.length === 0) return 'empty';
  switch (contentType) {
    case 'image/png':
      return startsWith(bytes, PNG) ? null : 'notThatType';
    case 'image/jpeg':
      return startsWith(bytes, JPEG) ? null : 'notThatType';
    case 'image/webp':
      return isWebp(bytes) ? null : 'notThatType';
    case 'image/svg+xml':
      return svgProblem(bytes);
  }
}

/** The file-name ending of each type, for the stored file's name. */
export const IMAGE_EXTENSIONS: Record<EditorImageType, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
