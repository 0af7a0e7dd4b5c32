import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/publish/runner.ts';

/**
 * scripts/publish-to-root.sh, the PUBLISH_HOOK docs/deploy.md gives a builder that publishes into
 * nginx's root, run as the builder runs it (from the project folder, with RELEASE_DIR and BUILD_ID)
 * on releases made here. tests/system/nginx-lane.test.ts runs it behind a real nginx and builder.
 */
const run = promisify(execFile);
let dir: string;
let root: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-publish-root-'));
  root = path.join(dir, 'srv', 'dist');
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** A release as the builder leaves one: a page, its hashed script, and the builder's own record. */
async function release(name: string, asset: string, files: Record<string, string> = {}): Promise<string> {
  const folder = path.join(dir, 'builder', name);
  await fs.mkdir(path.join(folder, '_astro'), { recursive: true });
  const all = {
    'index.html': `<!doctype html><html><body>${name}<script src="/_astro/${asset}"></script></body></html>`,
    [`_astro/${asset}`]: `/* ${asset} */`,
    '.lihda-build.json': '{}',
    ...files,
  };
  await Promise.all(Object.entries(all).map(([file, text]) => fs.writeFile(path.join(folder, file), text)));
  return folder;
}

const publish = (releaseDir: string, buildId: string) =>
  run('sh', ['scripts/publish-to-root.sh', root], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, RELEASE_DIR: releaseDir, BUILD_ID: buildId },
  });

const served = (file: string) => fs.readFile(path.join(root, file), 'utf8');
const copies = async () =>
  (await fs.readdir(`${root}.releases`)).filter((name) => !name.endsWith('.carried') && !name.startsWith('.'));

describe('scripts/publish-to-root.sh', () => {
  it('makes the root a link to a copy of the release, keeps a folder served before as the oldest copy, and leaves out the builder records', async () => {
    await fs.mkdir(root, { recursive: true });
    await fs.writeFile(path.join(root, 'index.html'), 'served before');
    const first = await release('first', 'a.js');
    const { stdout } = await publish(first, '11');

    expect(await served('index.html')).toContain('first');
    expect(await served('_astro/a.js')).toBe('/* a.js */');
    const link = await fs.readlink(root);
    expect(link).toMatch(/^dist\.releases\/\d{8}T\d{6}Z-11-\d+$/);
    expect(stdout).toContain(`${root} now serves ${path.join(path.dirname(root), link)}`);
    await expect(fs.access(path.join(root, '.lihda-build.json'))).rejects.toThrow();
    // The same file system: hard links to the builder's files, not copies.
    expect((await fs.stat(path.join(root, 'index.html'))).ino).toBe(
      (await fs.stat(path.join(first, 'index.html'))).ino,
    );
    const kept = (await copies()).find((name) => name.includes('before'))!;
    expect(await fs.readFile(path.join(`${root}.releases`, kept, 'index.html'), 'utf8')).toBe('served before');
  });

  it('keeps the hashed assets of the release that was live for one more release, and the newest three copies', async () => {
    await publish(await release('first', 'a.js'), '21');
    await publish(await release('second', 'b.js'), '22');
    expect(await served('index.html')).toContain('second');
    // A page loaded from the first release just before the switch still finds its script.
    expect(await served('_astro/a.js')).toBe('/* a.js */');
    await publish(await release('third', 'c.js'), '23');
    expect(await served('_astro/b.js')).toBe('/* b.js */');
    await expect(served('_astro/a.js')).rejects.toThrow(/ENOENT/);
    await publish(await release('fourth', 'd.js'), '24');
    expect((await copies()).map((name) => name.replace(/^\d{8}T\d{6}Z-(\d+)-\d+$/, '$1')).sort()).toEqual([
      '22',
      '23',
      '24',
    ]);
  });

  it('answers every read from one whole release while it switches back and forth', async () => {
    const releases = [await release('even', 'e.js'), await release('odd', 'o.js')];
    await publish(releases[0]!, '100');
    let switching = true;
    const answers = new Set<string>();
    const reader = (async () => {
      while (switching) answers.add(await served('index.html'));
    })();
    for (let n = 101; n <= 112; n++) await publish(releases[n % 2]!, String(n));
    switching = false;
    await reader;
    expect([...answers].map((page) => /<body>(\w+)</.exec(page)?.[1]).sort()).toEqual(['even', 'odd']);
  });

  it('leaves the root as it was when the release cannot be copied, and says when nginx must reload', async () => {
    await publish(await release('first', 'a.js', { 'nginx-shells.conf': 'location / {}' }), '31');
    const before = await fs.readlink(root);
    await expect(publish(path.join(dir, 'builder', 'missing'), '32')).rejects.toThrow(/exit code|Command failed/);
    expect(await fs.readlink(root)).toBe(before);
    expect((await fs.readdir(`${root}.releases`)).filter((name) => name.startsWith('.'))).toEqual([]);

    const same = await publish(await release('second', 'a.js', { 'nginx-shells.conf': 'location / {}' }), '33');
    expect(same.stdout).not.toContain('reload');
    const changed = await publish(await release('third', 'a.js', { 'nginx-shells.conf': 'location /new {}' }), '34');
    expect(changed.stdout).toContain('nginx-shells.conf changed with the code: reload nginx (nginx -s reload)');
  });
});
