import type * as T from 'typebox';
import type { Caller } from './call.ts';

/**
 * A call that answers a file rather than the JSON envelope (a GET, so plain links, forms and <img>
 * work): declared once like a call (contract/call.ts), registered by server/http/download.ts, linked
 * to with downloadUrl(). Failures still answer the envelope (404, 400 for a bad query).
 */

/**
 * How caches may keep a file. Public files carry a strong ETag of their content (SHA-256) and answer
 * 304 to a matching If-None-Match; private ones are never kept.
 */
export const FILE_CACHE = {
  /** Made from data an editor can change: kept a day, not for ever. */
  aDay: 'public, max-age=86400',
  /** Named by its content (the URL carries its hash): it never changes. */
  forever: 'public, max-age=31536000, immutable',
  /** Named without its content: kept, but asked about (ETag) before each use. */
  revalidate: 'public, no-cache',
  /** Private to the buyer, and what is printed on it changes: never kept by a shared cache. */
  privateNoStore: 'private, no-store',
  /** Staff data of the moment. */
  noStore: 'no-store',
} as const;
export type FileCache = keyof typeof FILE_CACHE;

export const isPublicCache = (cache: FileCache): boolean => FILE_CACHE[cache].startsWith('public');

/** How much of a file's SHA-256 its URL carries as `v`: enough that two files never share one. */
export const FILE_VERSION_LENGTH = 16;

/** Whether a URL's `v` names this content (then it may be cached for ever); an older or missing one is revalidated. */
export const isNamedVersion = (v: string | undefined, sha256: string): boolean =>
  v !== undefined && v.length >= FILE_VERSION_LENGTH && sha256.startsWith(v);

export interface DownloadDeclaration<Q extends T.TSchema = T.TSchema, K extends Caller = Caller> {
  /** Below /api/, e.g. 'unpri/downloadCad'. */
  path: string;
  caller: K;
  tag: string;
  summary: string;
  /** The query's fields (contract/fields.ts `fields`, unknown ones allowed: cache-busting parameters are harmless). */
  query: Q;
  /** What the file may be; /api/docs lists them as the 200 answer. */
  contentTypes: readonly string[];
  /** attachment: saved under the answer's file name; inline: shown (the name kept for "save as"); absent: shown, unnamed. */
  disposition?: 'attachment' | 'inline';
  cache: FileCache;
}

export function defineDownload<Q extends T.TSchema, K extends Caller>(
  declaration: DownloadDeclaration<Q, K>,
): DownloadDeclaration<Q, K> {
  return declaration;
}

export type QueryOf<D extends DownloadDeclaration> = T.Static<D['query']>;

/** The address of a file, from its declaration and query (for links, forms and images). */
export function downloadUrl<D extends DownloadDeclaration>(declaration: D, query: QueryOf<D>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return `/api/${declaration.path}?${params.toString()}`;
}
