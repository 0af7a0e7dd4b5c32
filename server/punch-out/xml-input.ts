import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PUNCH_OUT_LIMITS } from '#contract/limits/punch-out.ts';

/**
 * Reads an incoming cXML document safely: a size limit first, then no entity declarations at all
 * (cXML needs none; an XML bomb and an external entity both need one), then well-formedness. The
 * DOCTYPE's DTD address is never fetched: the parser reads nothing but the text it is given.
 */

export type XmlRefusal = 'tooLarge' | 'entity' | 'malformed';
export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Only the five predefined entities and character references: declared ones are refused above.
  processEntities: true,
  htmlEntities: false,
});

export function readXml(text: string): { ok: true; root: XmlNode } | { ok: false; refusal: XmlRefusal } {
  if (Buffer.byteLength(text, 'utf8') > PUNCH_OUT_LIMITS.documentBytes) return { ok: false, refusal: 'tooLarge' };
  if (/<!ENTITY/i.test(text)) return { ok: false, refusal: 'entity' };
  if (XMLValidator.validate(text) !== true) return { ok: false, refusal: 'malformed' };
  try {
    return { ok: true, root: parser.parse(text) as XmlNode };
  } catch {
    return { ok: false, refusal: 'malformed' };
  }
}

/** The element(s) of a name under a node, always as a list. */
export function children(node: XmlValue | undefined, name: string): XmlValue[] {
  if (node === undefined || typeof node === 'string' || Array.isArray(node)) return [];
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The first element of a path under a node. */
export function child(node: XmlValue | undefined, ...path: string[]): XmlValue | undefined {
  let at: XmlValue | undefined = node;
  for (const name of path) at = children(at, name)[0];
  return at;
}

/** An element's text ('' when missing or not text). */
export function textOf(node: XmlValue | undefined): string {
  if (typeof node === 'string') return node;
  if (node && !Array.isArray(node) && typeof node['#text'] === 'string') return node['#text'];
  return '';
}

/** An attribute of an element ('' when missing). */
export function attributeOf(node: XmlValue | undefined, name: string): string {
  if (!node || typeof node === 'string' || Array.isArray(node)) return '';
  const value = node[`@${name}`];
  return typeof value === 'string' ? value : '';
}

/** Text and attribute values written into a document we send. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
