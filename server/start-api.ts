import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { listeningUrl } from './http/listening-url.ts';
import { secretsKeyOf } from './auth/secrets-key.ts';
import { secretsKeyProblem } from './auth/secrets-key-check.ts';
import { databaseTarget, openDatabase, type Db, type OpenDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { underStartupLock } from './db/startup-lock.ts';
import { facetIndex } from './catalogue/facet-index.ts';

export interface RunningApi {
  app: FastifyInstance;
  database: OpenDatabase;
  /** http://host:port the API listens on; with a wildcard host, the loopback address. */
  url: string;
  /** Stops taking requests, waits for those under way, then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the database, migrates it, loads the demo catalogue into an empty one when the config asks
 * for it (never in production), and builds the app.
 */
export async function prepareApi(
  config: ServerConfig,
  extend?: (app: FastifyInstance) => Promise<void>,
): Promise<{ app: FastifyInstance; database: OpenDatabase }> {
  const target = databaseTarget(config.databaseUrl, config.dataDir);
  // PostgreSQL: start-up work on its own pool without the request timeouts (PGlite has none to lift).
  if (target.kind === 'postgres') {
    const startup = await openDatabase(target, { timeouts: false });
    try {
      await firstStartWork(startup.db, config);
    } finally {
      await startup.close();
    }
  }
  const database = await openDatabase(target);
  try {
    if (target.kind === 'pglite') await firstStartWork(database.db, config);
    const secretsKey = secretsKeyOf(config);
    const app = await buildApp({
      db: database.db,
      logger: { level: config.logLevel },
      logRequests: config.logLevel === 'debug' || config.logLevel === 'trace',
      trustProxy: config.trustProxy,
      stripe: config.stripe,
      apiDocs: config.apiDocs,
      mail: config.mail,
      stockHolds: config.stockHolds,
      quoteExpiryEveryMs: config.quoteExpiryEveryMs,
      vatCheck: config.vatCheck,
      secretsKey,
      siteUrl: config.siteUrl,
    });
    if (extend) await extend(app);
    const keyProblem = await secretsKeyProblem(database.db, secretsKey);
    if (keyProblem) app.log.error(keyProblem);
    app.addHook('onClose', () => database.close());
    return { app, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Migrations, and the demo data when asked, once however many processes start together. */
function firstStartWork(db: Db, config: ServerConfig): Promise<void> {
  return underStartupLock(db, async (connection) => {
    await migrateToLatest(connection);
    if (!config.seedDemo) return;
    // Loaded only to fill a demo database: a shop that serves its own catalogue never loads the seed's modules.
    const { isSeeded, seedDatabase } = await import('./seed/load.ts');
    if (!(await isSeeded(connection))) await seedDatabase(connection, 1, secretsKeyOf(config));
  });
}

export async function startApi(
  config: ServerConfig,
  extend?: (app: FastifyInstance) => Promise<void>,
): Promise<RunningApi> {
  const { app, database } = await prepareApi(config, extend);
  await app.listen({ port: config.port, host: config.host });
  // Read while the first buyers arrive, not by the first search (0.6 s at `--scale 100`); a failure here is the first search's to retry.
  facetIndex(database.db).catch((error: unknown) =>
    app.log.warn({ err: error }, 'The search facets could not be read yet.'),
  );
  return { app, database, url: listeningUrl(app.server), close: () => app.close() };
}

/** Ctrl-C or SIGTERM: finish requests under way and close the database cleanly, then exit. */
export function closeOnSignals(close: () => Promise<void>): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: shutting down…`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}
