import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenDatabase } from '../../server/db/connect.ts';
import { PROJECT_ROOT } from '../../server/publish/runner.ts';
import { freePort } from '../../scripts/support/own-postgres.ts';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import { deployDocHook, laneConfig, selfSignedCertificate, startNginx, type Nginx } from './nginx-lane.ts';
import { SMALL_SHOP_FAMILIES } from './small-shop.ts';
import { postgresServer, seededDatabase } from './throwaway-postgres.ts';

/**
 * The shop as docs/deploy.md deploys it, started whole: nginx over TLS and HTTP/2 (tests/support/nginx-lane.ts)
 * serving the site from its root, in front of two `npm run serve:api` processes on one PostgreSQL,
 * and `npm start` as the one builder, with a site folder of its own, publishing each release into
 * nginx's root through PUBLISH_HOOK=scripts/publish-to-root.sh (no site yet: it builds one, and the
 * hook puts it there before nginx starts).
 * Used by tests/system/nginx-lane.test.ts and by `npm run lane` (scripts/nginx-lane.ts, for Lighthouse).
 */

/** The API processes sit behind nginx on this machine: they take the buyer's address from it. */
const API_ENV = { TRUST_PROXY: 'loopback' };

export interface Builder {
  /** npm start's own address, http://127.0.0.1:port. */
  url: string;
  /** What it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Where the builder and nginx keep their sites. */
interface Sites {
  /** The builder's SITE_DIR: a link to its live release once it has published. */
  builder: string;
  /** nginx's root, which the hook points at its copy of each release. */
  root: string;
}

/** The builder as docs/deploy.md runs it: the hook is the command the doc gives, with the lane's root. */
async function startBuilder(databaseUrl: string, sites: Sites, siteUrl: string): Promise<Builder> {
  const hook = await deployDocHook(sites.root);
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: '',
      SITE_DIR: sites.builder,
      SITE_URL: siteUrl,
      PUBLISH_HOOK: hook,
      ...API_ENV,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Lihda Group shop: (http:\/\/[^/\s]+)\//.exec(output);
      if (match) resolve({ url: match[1]!, output: () => output, stop });
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}; output:\n${output}`)));
  });
}

export interface LaneShop {
  /** nginx's address, https://127.0.0.1:port: the pages name it. */
  origin: string;
  /** The folder nginx serves: a link the builder's hook switches. */
  root: string;
  /** The builder's own site folder (its SITE_DIR). */
  builderSite: string;
  /** The certificate made for the lane (PEM files). */
  certificate: { cert: string; key: string };
  databaseUrl: string;
  /** The shop's database, for a test to read. */
  direct: OpenDatabase;
  apis: [ApiProcess, ApiProcess];
  builder: Builder;
  nginx: Nginx;
  /** Stops API process `index` (0 or 1) with SIGTERM, as docs/deploy.md restarts one. */
  stopApi(index: 0 | 1): Promise<void>;
  /** Starts API process `index` again on its port. */
  startApi(index: 0 | 1): Promise<ApiProcess>;
  /** Stops the builder and starts it again for another public address. */
  restartBuilder(siteUrl: string): Promise<Builder>;
  stop(): Promise<void>;
}

export interface LaneOptions {
  /** nginx's port; a free one when not given. */
  port?: number;
  /** The small demo shop (a dozen families) keeps the build short; the whole demo for Lighthouse's page paths. */
  small: boolean;
}

export async function startLaneShop(options: LaneOptions): Promise<LaneShop> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-nginx-'));
  // nginx runs as another user (tests/support/nginx-lane.ts): it reads the site and the certificate here.
  await fs.chmod(dir, 0o755);
  const sites: Sites = { builder: path.join(dir, 'builder', 'dist'), root: path.join(dir, 'srv', 'dist') };
  const root = sites.root;
  const port = options.port ?? (await freePort());
  const origin = `https://127.0.0.1:${port}`;
  const apiPorts: [number, number] = [await freePort(), await freePort()];
  const server = await postgresServer();
  const database = await seededDatabase(server.url);
  const direct = await openDatabase({ kind: 'postgres', url: database.url });
  if (options.small) await direct.db.deleteFrom('productFamilies').where('id', '>', SMALL_SHOP_FAMILIES).execute();
  const certificate = await selfSignedCertificate(dir);
  const startApi = (index: 0 | 1) =>
    startApiProcess({ databaseUrl: database.url }, 120_000, { ...API_ENV, PORT: String(apiPorts[index]) });
  const [first, second, builder] = await Promise.all([
    startApi(0),
    startApi(1),
    startBuilder(database.url, sites, origin),
  ]);
  const prefix = path.join(dir, 'nginx');
  const nginx = await startNginx(
    prefix,
    await laneConfig(prefix, { root, port, apiPorts, certificate }),
    certificate.key,
  );
  const lane: LaneShop = {
    origin,
    root,
    builderSite: sites.builder,
    certificate,
    databaseUrl: database.url,
    direct,
    apis: [first, second],
    builder,
    nginx,
    stopApi: (index) => lane.apis[index].end('SIGTERM'),
    async startApi(index) {
      lane.apis[index] = await startApi(index);
      return lane.apis[index];
    },
    async restartBuilder(siteUrl) {
      await lane.builder.stop();
      lane.builder = await startBuilder(database.url, sites, siteUrl);
      return lane.builder;
    },
    async stop() {
      await nginx.stop();
      await lane.builder.stop();
      await Promise.all(lane.apis.map((api) => api.end('SIGTERM')));
      await direct.close();
      await database.drop();
      await server.release();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
  return lane;
}
