import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The browser's view of contract/calls (a Vite plugin for the client build, astro.config.mjs). A
 * calls module builds its TypeBox schemas as it loads, and TypeBox with the schemas is about 12 KB
 * gzip, while an island needs only a call's path and method (src/api/call.ts) or a file's path
 * (downloadUrl, contract/download.ts). So in the client build an import of a contract/calls module
 * from outside contract/calls gets that module's exports as evaluated at build time: each
 * declaration as its address, plain data (lists of words) as a literal, and anything else (schemas,
 * field builders) re-exported from the real module, which then loads only on pages that use such an
 * export (the staff console). The contract stays declared once, and TypeScript still reads the real
 * modules: the types are theirs.
 */

const CALLS_MODULE = /[\\/]contract[\\/]calls[\\/][^\\/?]+\.ts$/;
const ADDRESS_SUFFIX = '?call-addresses';

/** What the browser needs of a declared call or download: where it goes and how. */
export interface CallAddress {
  path: string;
  method?: 'GET';
}

function isDeclaration(value: unknown): value is CallAddress & { caller: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { path?: unknown }).path === 'string' &&
    typeof (value as { caller?: unknown }).caller === 'string'
  );
}

/**
 * Words, numbers, lists and plain objects of them. A TypeBox schema is a plain object too, but
 * carries its kind in a property JSON leaves out ('~kind', not enumerable): it is not plain data.
 */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  const names = Object.getOwnPropertyNames(value);
  return (
    Object.getOwnPropertySymbols(value).length === 0 &&
    names.length === Object.keys(value).length &&
    names.every((name) => isPlainData((value as Record<string, unknown>)[name]))
  );
}

/** The browser module standing for a calls module whose exports are `exports` (file `realFile`). */
export function addressModule(exports: Record<string, unknown>, realFile: string): string {
  const lines = Object.entries(exports).map(([name, value]) => {
    if (isDeclaration(value)) {
      const address: CallAddress = { path: value.path, ...(value.method ? { method: value.method } : {}) };
      return `export const ${name} = ${JSON.stringify(address)};`;
    }
    if (isPlainData(value)) return `export const ${name} = ${JSON.stringify(value)};`;
    return `export { ${name} } from ${JSON.stringify(realFile)};`;
  });
  return `${lines.join('\n')}\n`;
}

/** Only in `astro build`: the dev server reloads edited modules, which an evaluation here would not follow. */
export function callAddresses(): Plugin {
  return {
    name: 'lihda-call-addresses',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // The real modules import each other as they are; so does the address module its real one.
      if (
        this.environment.config.consumer !== 'client' ||
        !importer ||
        CALLS_MODULE.test(importer) ||
        importer.endsWith(ADDRESS_SUFFIX)
      )
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && CALLS_MODULE.test(resolved.id) ? `${resolved.id}${ADDRESS_SUFFIX}` : null;
    },
    async load(id) {
      if (!id.endsWith(ADDRESS_SUFFIX)) return null;
      const realFile = id.slice(0, -ADDRESS_SUFFIX.length);
      const exports = (await import(pathToFileURL(realFile).href)) as Record<string, unknown>;
      return { code: addressModule(exports, realFile), moduleSideEffects: false };
    },
    transform(code, id) {
      // A real calls module only builds values: left out wherever none of its exports is used.
      if (this.environment.config.consumer !== 'client' || !CALLS_MODULE.test(id)) return null;
      return { code, moduleSideEffects: false };
    },
  };
}
