/**
 * The JavaScript a built page makes the browser fetch, read from its HTML: `<script src>`,
 * `<link rel="modulepreload">` and Astro islands' component-url / renderer-url /
 * before-hydration-url, then the static imports of those modules (fetched before they run).
 * Dynamic `import()` is left out: it loads later, on demand. So are islands hydrated by
 * `client:interaction` (src/lib/hydrate-on-interaction.ts): their script loads when the visitor
 * first reaches for them, not with the page. Inline scripts are HTML, not files: `inlineScripts`
 * gives them apart (Astro's island runtime and its directives, our preload-error listener).
 * The build uses the same reading to preload what a page runs as it starts (module-preloads.ts).
 */

import { wakesAtIdle, wakesNearView } from '../src/lib/hydrate-on-interaction.ts';

const INTERACTION = 'interaction';

/**
 * An island's directive as far as loading goes: `client:interaction={{ idle: true }}` loads at idle,
 * like client:idle, and `{{ nearView: true }}` as it nears the viewport, like client:visible.
 */
function loadingDirective(attrs: Map<string, string>): string {
  const client = attrs.get('client') ?? '';
  if (client !== INTERACTION) return client;
  try {
    const opts = JSON.parse((attrs.get('opts') ?? '{}').replaceAll('&quot;', '"')) as { value?: unknown };
    if (wakesAtIdle(opts.value)) return 'idle';
    return wakesNearView(opts.value) ? 'visible' : client;
  } catch {
    return client;
  }
}

/** The attributes of one start tag, names lower-cased; a bare attribute has the value ''. */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** A script URL a page names, with the directive that loads it when it is an island's. */
interface ScriptRef {
  url: string;
  /** The island's `client:` directive; undefined for a `<script src>` or a modulepreload link. */
  client?: string;
}

function scriptRefs(html: string): ScriptRef[] {
  const refs: ScriptRef[] = [];
  for (const [, name, rest] of html.matchAll(/<(script|link|astro-island)\b([^>]*)>/gi)) {
    const attrs = attributes(rest!);
    const tag = name!.toLowerCase();
    if (tag === 'script') refs.push({ url: attrs.get('src') ?? '' });
    else if (tag === 'link') {
      if ((attrs.get('rel') ?? '').split(/\s+/).includes('modulepreload')) refs.push({ url: attrs.get('href') ?? '' });
    } else {
      const client = loadingDirective(attrs);
      for (const key of ['component-url', 'renderer-url', 'before-hydration-url'])
        refs.push({ url: attrs.get(key) ?? '', client });
    }
  }
  return refs.filter((ref) => ref.url !== '');
}

const urlsOf = (refs: ScriptRef[]) => [...new Set(refs.map((ref) => ref.url))];

/** The scripts the HTML parser fetches by itself: `<script src>` and modulepreload links. */
export function parsedScripts(html: string): string[] {
  return urlsOf(scriptRefs(html).filter((ref) => ref.client === undefined));
}

/** Script URLs the page names (in order, each once), before following imports. */
export function pageScripts(html: string): string[] {
  return urlsOf(scriptRefs(html).filter((ref) => ref.client !== INTERACTION));
}

/**
 * The scripts a page runs as it starts: its `<script src>` and the islands hydrated at once
 * (`client:load`, `client:only`), not those that wait for idle time, the viewport or a visitor's reach.
 */
export function startupScripts(html: string): string[] {
  return urlsOf(
    scriptRefs(html).filter((ref) => ref.client === undefined || ref.client === 'load' || ref.client === 'only'),
  );
}

/** The bodies of a page's inline scripts (no src), leaving out data such as JSON-LD. */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const [, rest, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(rest!);
    const type = attrs.get('type') ?? '';
    if (!attrs.has('src') && (type === '' || type === 'module' || /javascript/i.test(type))) bodies.push(body!);
  }
  return bodies.filter((body) => body.trim() !== '');
}

/** Specifiers of a module's static imports and re-exports (`import"./a.js"`, `from"./b.js"`). */
export function staticImports(js: string): string[] {
  const specifiers = [...js.matchAll(/(?:\bfrom|\bimport)\s*["']([^"'\n]+)["']/g)].map((match) => match[1]!);
  return [...new Set(specifiers)];
}

/** A same-site script URL as a path from the site root, or undefined for another origin. */
export function sitePath(url: string, fromPath = '/'): string | undefined {
  const resolved = new URL(url, new URL(fromPath, 'http://site.invalid'));
  return resolved.origin === 'http://site.invalid' ? resolved.pathname : undefined;
}

/**
 * These scripts (site paths) and, transitively, their static imports, each once, in the order found.
 * read gives a module's text by site path (undefined when the file is missing: such a path is left out).
 */
export async function scriptClosure(
  roots: Array<string | undefined>,
  read: (path: string) => Promise<string | undefined>,
): Promise<string[]> {
  const seen = new Set<string>();
  const loaded: string[] = [];
  const queue = [...roots];
  while (queue.length > 0) {
    const path = queue.shift();
    if (path === undefined || seen.has(path)) continue;
    seen.add(path);
    const text = await read(path);
    if (text === undefined) continue;
    loaded.push(path);
    queue.push(...staticImports(text).map((specifier) => sitePath(specifier, path)));
  }
  return loaded;
}

/** Every same-site script a page loads: the ones it names and, transitively, their static imports. */
export function pageScriptClosure(
  html: string,
  pagePath: string,
  read: (path: string) => Promise<string | undefined>,
): Promise<string[]> {
  return scriptClosure(
    pageScripts(html).map((url) => sitePath(url, pagePath)),
    read,
  );
}
