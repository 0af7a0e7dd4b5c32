/**
 * `npm run build`: writes the static site to dist/. With API_URL it builds from that backend;
 * without, it starts the embedded API for the build and stops it after. A failed call fails the build.
 */
import { readConfigOrExit } from '../server/config.ts';
import { startApi } from '../server/start-api.ts';
import { astroBuild } from './astro-build.ts';

const outDir = process.env.SITE_DIR || undefined;

if (process.env.API_URL) {
  await astroBuild(process.env.API_URL, outDir);
} else {
  const api = await startApi({ ...readConfigOrExit(), host: '127.0.0.1', port: 0, logLevel: 'warn' });
  try {
    await astroBuild(api.url, outDir);
  } finally {
    await api.close();
  }
}
