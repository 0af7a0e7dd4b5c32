/**
 * How the site's scripts are cut into files (Vite's rolldown `codeSplitting.groups`, used in
 * astro.config.mjs). Left to itself the bundler makes a file of every module two islands share,
 * and a page then loads thirty small files. Two groups instead: React, and "chrome": everything the
 * header's status island and the page script of every page load up front. A page island adds its
 * own file and whatever it alone needs; code loaded by `import()` (dialogs, calls' declarations)
 * and the islands that wake when reached for (client:interaction: the header's menus, search and
 * Contact panel, the newsletter) stay apart.
 */

interface ModuleInfo {
  importedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleInfo | null;
}

/** The modules every page loads: the header's status island and the page script (src/lib/page-start.ts). */
const CHROME_ENTRIES = [
  /[\\/]src[\\/]islands[\\/]header[\\/]HeaderStatus\.tsx$/,
  /[\\/]src[\\/]lib[\\/]page-start\.ts$/,
];

// With React go the bundler's own small runtimes: its chunk runtime, which every chunk imports, and
// Vite's helper for import() (preloading a lazy file's imports, vite:preloadError), which the header uses.
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime|vite[\\/]preload-helper/;

/** Every module the chrome entries import statically, found once per build from the module graph. */
function chromeModules(ctx: ChunkingContext, ids: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const queue = [...ids];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

export function chunkGroups() {
  const seen = new Set<string>();
  let chrome: Set<string> | undefined;
  return [
    { name: 'react', test: REACT, priority: 2 },
    {
      name: (id: string, ctx: ChunkingContext) => {
        chrome ??= chromeModules(
          ctx,
          [...seen].filter((seenId) => CHROME_ENTRIES.some((entry) => entry.test(seenId))),
        );
        return chrome.has(id) ? 'chrome' : null;
      },
      // test runs for every module before the first name call: it notes the ids, so name can find the entries.
      test: (id: string) => {
        seen.add(id);
        return true;
      },
      priority: 1,
    },
  ];
}
