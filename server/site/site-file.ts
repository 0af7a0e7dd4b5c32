import fs from 'node:fs';
import path from 'node:path';

/**
 * The file under `root` that a page or asset address names as the site stands now (`/about` →
 * `about/index.html`, `/_astro/app.js` → `_astro/app.js`), or undefined. A second look for a request
 * the static files did not answer: its lookup may have run in the moment the first publish moved the
 * site folder into its release (server/publish/switch.ts, adoptDirectory). Names nothing the static
 * files would not serve: no dot file or folder, no `..`.
 */
export function siteFileNow(root: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0]!);
  } catch {
    return undefined;
  }
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.') || /[\\\0]/.test(segment))) return undefined;
  const file = segments.join('/');
  for (const candidate of [file, path.posix.join(file, 'index.html')]) {
    const stat = fs.statSync(path.join(root, candidate), { throwIfNoEntry: false });
    if (stat?.isFile()) return candidate;
  }
  return undefined;
}
