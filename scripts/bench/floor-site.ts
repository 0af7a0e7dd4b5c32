import fs from 'node:fs/promises';
import path from 'node:path';
import { astroBuildProject } from '../astro-build.ts';

/**
 * The floor for page JavaScript: a one-page Astro site with a single React island (a counter),
 * built with this project's Astro, React and integration versions. Its folder sits under the
 * project so the build resolves the same node_modules. Returns the built site's folder.
 */
const ISLAND = `import { useState } from 'react';
export default function Counter() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}
`;

const PAGE = `---
import Counter from '../Counter.tsx';
---
<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Floor</title></head>
<body><main><h1>One island</h1><Counter client:load /></main></body></html>
`;

const CONFIG = `import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
export default defineConfig({ output: 'static', integrations: [react()], devToolbar: { enabled: false } });
`;

export async function buildFloorSite(projectRoot: string): Promise<string> {
  const root = path.join(projectRoot, 'bench-results', 'floor-site');
  await fs.rm(root, { recursive: true, force: true });
  await fs.mkdir(path.join(root, 'src', 'pages'), { recursive: true });
  await fs.writeFile(path.join(root, 'astro.config.mjs'), CONFIG);
  await fs.writeFile(path.join(root, 'src', 'Counter.tsx'), ISLAND);
  await fs.writeFile(path.join(root, 'src', 'pages', 'index.astro'), PAGE);
  const outDir = path.join(root, 'dist');
  await astroBuildProject(['--root', root, '--outDir', outDir]);
  return outDir;
}
