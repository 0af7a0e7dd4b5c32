import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { databaseTarget, openDatabase, type OpenDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { underStartupLock } from './db/startup-lock.ts';
import { isSeeded, seedDatabase } from './seed/load.ts';

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
export async function prepareApi(config: ServerConfig, extend?: (app: FastifyInstance) => Promise<void>): Promise<{ app: FastifyInstance; database: OpenDatabase }> {
  const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
  try {
    await underStartupLock(database.db, async (connection) => {
      await migrateToLatest(connection);
      if (config.seedDemo && !(await isSeeded(connection))) await seedDatabase(connection);
    });
    const app = await buildApp({ db: database.db, logger: { level: config.logLevel }, logRequests: config.logLevel === 'debug' || config.logLevel === 'trace', trustProxy: config.trustProxy, stripe: config.stripe, apiDocs: config.apiDocs });
    if (extend) await extend(app);
    app.addHook('onClose', () => database.close());
    return { app, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function startApi(config: ServerConfig, extend?: (app: FastifyInstance) => Promise<void>): Promise<RunningApi> {
  const { app, database } = await prepareApi(config, extend);
  const port = new URL(await app.listen({ port: config.port, host: config.host })).port;
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const host = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return { app, database, url: `http://${host}:${port}`, close: () => app.close() };
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
