import { describe, expect, it } from 'vitest';
import {
  inlineScripts,
  pageScriptClosure,
  pageScripts,
  sitePath,
  startupScripts,
  staticImports,
} from '../../build/html-assets.ts';
import { modulePreloadLinks } from '../../build/module-preloads.ts';

const PAGE = `<!doctype html><html><head>
<link rel="stylesheet" href="/_astro/site.css">
<link href="/_astro/early.js" rel="modulepreload">
<script type="module">var inline=1</script>
<script type="module" src="/_astro/page.js"></script>
<script src='https://js.stripe.com/v3'></script>
</head><body>
<astro-island uid="a" component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" before-hydration-url="" client="idle"></astro-island>
<astro-island uid="b" component-url="/_astro/Basket.js" renderer-url="/_astro/client.js" client="only"></astro-island>
<astro-island uid="c" component-url="/_astro/Newsletter.js" renderer-url="/_astro/client.js" client="interaction"></astro-island>
</body></html>`;

describe('pageScripts', () => {
  it('finds script src, modulepreload and island URLs, each once, and skips inline scripts, styles and islands woken on interaction', () => {
    expect(pageScripts(PAGE)).toEqual([
      '/_astro/early.js',
      '/_astro/page.js',
      'https://js.stripe.com/v3',
      '/_astro/Menu.js',
      '/_astro/client.js',
      '/_astro/Basket.js',
    ]);
  });
});

describe('an island that wakes on interaction or at idle', () => {
  it('is loaded with the page (client:interaction={{ idle: true }}), though not as it starts', () => {
    const page =
      '<astro-island uid="h" component-url="/_astro/HeaderStatus.js" renderer-url="/_astro/client.js" client="interaction" opts="{&quot;name&quot;:&quot;HeaderStatus&quot;,&quot;value&quot;:{&quot;idle&quot;:true}}"></astro-island>';
    expect(pageScripts(page)).toEqual(['/_astro/HeaderStatus.js', '/_astro/client.js']);
    expect(startupScripts(page)).toEqual([]);
  });
});

describe('startupScripts', () => {
  it('finds script src, modulepreload and the islands hydrated at once, not those that wait for idle time or interaction', () => {
    expect(startupScripts(PAGE)).toEqual([
      '/_astro/early.js',
      '/_astro/page.js',
      'https://js.stripe.com/v3',
      '/_astro/Basket.js',
      '/_astro/client.js',
    ]);
  });
});

describe('inlineScripts', () => {
  it('gives the bodies of inline scripts, not of scripts with src nor of JSON data', () => {
    const page = `${PAGE}<script type="application/ld+json">{"@type":"Product"}</script><script>window.x = 2</script><script></script>`;
    expect(inlineScripts(page)).toEqual(['var inline=1', 'window.x = 2']);
  });
});

describe('staticImports', () => {
  it('reads minified imports and re-exports but not dynamic import()', () => {
    const js =
      'import{t as e}from"./react.js";import"./side.js";export{a}from \'./b.js\';const l=()=>import("./lazy.js");';
    expect(staticImports(js)).toEqual(['./react.js', './side.js', './b.js']);
  });
});

describe('sitePath', () => {
  it('resolves relative to the importing file and leaves other origins out', () => {
    expect(sitePath('./react.js', '/_astro/Menu.js')).toBe('/_astro/react.js');
    expect(sitePath('../x.js', '/goodsInfo/1/knob/')).toBe('/goodsInfo/1/x.js');
    expect(sitePath('https://js.stripe.com/v3', '/')).toBeUndefined();
  });
});

describe('pageScriptClosure', () => {
  it('follows static imports transitively, each file once, and leaves out missing files', async () => {
    const modules: Record<string, string> = {
      '/_astro/early.js': '',
      '/_astro/page.js': 'import"./shared.js";',
      '/_astro/Menu.js': 'import{a}from"./shared.js";import{r}from"./react.js";',
      '/_astro/Basket.js': 'import{r}from"./react.js";',
      '/_astro/client.js': 'import{r}from"./react.js";import{d}from"./react-dom.js";',
      '/_astro/shared.js': '',
      '/_astro/react.js': '',
      '/_astro/react-dom.js': 'import{r}from"./react.js";',
    };
    const scripts = await pageScriptClosure(PAGE, '/', async (path) => modules[path]);
    expect(scripts.sort()).toEqual(Object.keys(modules).sort());
  });
});

describe('modulePreloadLinks', () => {
  const modules: Record<string, string> = {
    '/_astro/page.js': 'import"./shared.js";',
    '/_astro/Results.js': 'import{a}from"./shared.js";import{r}from"./react.js";import{c}from"./call.js";',
    '/_astro/call.js': 'const l=()=>import("./axios.js");',
    '/_astro/Menu.js': 'import{m}from"./menu-only.js";',
    '/_astro/client.js': 'import{r}from"./react.js";',
    '/_astro/shared.js': '',
    '/_astro/react.js': '',
    '/_astro/menu-only.js': '',
    '/_astro/axios.js': '',
  };
  const read = async (path: string) => modules[path];
  const page = (
    island: string,
    root = '<html data-client-shell>',
  ) => `${root}<head><script type="module" src="/_astro/page.js"></script></head><body>
<astro-island uid="a" component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" client="idle"></astro-island>${island}</body></html>`;

  it('preloads every module a client shell and its islands hydrated at once import statically, but not what the parser finds itself, islands that wait, or import()', async () => {
    const links = await modulePreloadLinks(
      page(
        '<astro-island uid="b" component-url="/_astro/Results.js" renderer-url="/_astro/client.js" client="load"></astro-island>',
      ),
      '/productList/index.html',
      read,
    );
    const hrefs = [...links.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
    expect(links).toBe(hrefs.map((href) => `<link rel="modulepreload" href="${href}">`).join(''));
    expect(hrefs.sort()).toEqual([
      '/_astro/Results.js',
      '/_astro/call.js',
      '/_astro/client.js',
      '/_astro/react.js',
      '/_astro/shared.js',
    ]);
  });

  it('adds nothing to a pre-rendered page, whose content is in its HTML', async () => {
    const island =
      '<astro-island uid="b" component-url="/_astro/Results.js" renderer-url="/_astro/client.js" client="load"></astro-island>';
    expect(await modulePreloadLinks(page(island, '<html lang="en">'), '/goodsInfo/1/knob/index.html', read)).toBe('');
  });
});
