// @ts-check
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { ASTRO_CSP } from '#contract/site/security-headers.ts';
import { headersFile, nginxSnippet, redirectsFile } from './build/static-host-rules.ts';
import { DEFAULT_SITE_URL } from '#contract/site/default-site-url.ts';
import { PARTIAL_BUILD_ENV } from '#contract/site/partial-build.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { callAddresses } from './build/call-addresses.ts';
import { addModulePreloads } from './build/module-preloads.ts';

/** Writes the client-shell rules and security headers for static hosts beside the pages (the Node server applies the same). */
const staticHostRules = {
  name: 'lihda-static-host-rules',
  hooks: {
    /** @param {{ dir: URL }} options */
    'astro:build:done': async ({ dir }) => {
      await fs.writeFile(fileURLToPath(new URL('_redirects', dir)), redirectsFile());
      await fs.writeFile(fileURLToPath(new URL('_headers', dir)), headersFile());
      await fs.writeFile(fileURLToPath(new URL('nginx-shells.conf', dir)), nginxSnippet());
    },
  },
};

/** Client shells preload their start-up islands' whole module graph (build/module-preloads.ts). */
const modulePreloads = {
  name: 'lihda-module-preloads',
  hooks: {
    /** @param {{ dir: URL, logger: { info: (message: string) => void } }} options */
    'astro:build:done': async ({ dir, logger }) => {
      logger.info(`module preloads added to ${await addModulePreloads(fileURLToPath(dir))} pages`);
    },
  },
};

/** The page script of every page, and the `client:interaction` directive (src/lib/hydrate-on-interaction.ts). */
const pageScripts = {
  name: 'lihda-page-scripts',
  hooks: {
    /** @param {{ injectScript: (stage: 'page', content: string) => void, addClientDirective: (directive: { name: string, entrypoint: string }) => void }} options */
    'astro:config:setup': ({ injectScript, addClientDirective }) => {
      injectScript(
        'page',
        `import ${JSON.stringify(fileURLToPath(new URL('./src/lib/page-start.ts', import.meta.url)))};`,
      );
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./src/lib/hydrate-on-interaction.ts', import.meta.url)),
      });
    },
  },
};

export default defineConfig({
  // Canonical and hreflang URLs are absolute: set SITE_URL to the public address when deploying.
  site: process.env.SITE_URL || DEFAULT_SITE_URL,
  output: 'static',
  // A full build renders four pages at a time: each waits on the API for its family's detail, and
  // meanwhile another renders (a --scale 10 build 120 s → 90 s, docs/performance.md "Site build").
  // An incremental build (contract/site/partial-build.ts) keeps one: it was slower with four.
  build: { concurrency: process.env[PARTIAL_BUILD_ENV] ? 1 : 4 },
  integrations: [react(), staticHostRules, pageScripts, modulePreloads],
  devToolbar: { enabled: false },
  // Every internal link is fetched while the pointer rests on it or it has focus (touch: src/lib/prefetch-on-touch.ts),
  // so the next page opens from the browser's cache. Downloads opt out with data-astro-prefetch="false".
  prefetch: { prefetchAll: true, defaultStrategy: 'hover' },
  // Each page gets a CSP meta with the hashes of its inline scripts; the header policy does the rest.
  security: { csp: ASTRO_CSP },
  // A few files per page rather than one per shared module (build/chunk-groups.ts); islands get
  // calls' addresses without their schemas (build/call-addresses.ts).
  vite: {
    plugins: [callAddresses()],
    build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } } },
  },
});
