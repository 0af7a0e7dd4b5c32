/**
 * The JavaScript a built page makes the browser fetch, read from its HTML: `<script src>`,
 * `<link rel="modulepreload">` and Astro islands' component-url / renderer-url /
 * before-hydration-url, then the static imports of those modules (fetched before they run).
 * Dynamic `import()` is left out: it loads later, on demand. So are islands hydrated by
 * `client:interaction` (src/lib/hydrate-on-interaction.ts): their script loads when the visitor
 * first reaches for them, not with the page. Inline scripts are HTML, not files: `inlineScripts`
 * gives them apart (Astro's island runtime and its directives, our preload-error listener).
 */

const INTERACTION = 'interaction';

/** The attributes of one start tag, names lower-cased; a bare attribute has the value ''. */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** Script URLs the page names (in order, each once), before following imports. */
export function pageScripts(html: string): string[] {
  const urls: string[] = [];
  for (const [, name, rest] of html.matchAll(/<(script|link|astro-island)\b([^>]*)>/gi)) {
    const attrs = attributes(rest!);
    const tag = name!.toLowerCase();
    if (tag === 'script') urls.push(attrs.get('src') ?? '');
    else if (tag === 'link') {
      if ((attrs.get('rel') ?? '').split(/\s+/).includes('modulepreload')) urls.push(attrs.get('href') ?? '');
    } else if (attrs.get('client') !== INTERACTION) {
      for (const key of ['component-url', 'renderer-url', 'before-hydration-url']) urls.push(attrs.get(key) ?? '');
    }
  }
  return [...new Set(urls.filter((url) => url !== ''))];
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
 * Every same-site script a page loads: the ones it names and, transitively, their static imports.
 * read gives a module's text by site path (undefined when the file is missing: such a path is left out).
 */
export async function pageScriptClosure(html: string, pagePath: string, read: (path: string) => Promise<string | undefined>): Promise<string[]> {
  const seen = new Set<string>();
  const loaded: string[] = [];
  const queue = pageScripts(html).map((url) => sitePath(url, pagePath));
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
