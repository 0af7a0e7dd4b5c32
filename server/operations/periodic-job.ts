import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connect.ts';

/**
 * A plugin that runs a job now and then in this process (each run after the last has finished), and
 * stops before the database closes. A failed run is logged and the next one tries again.
 */
export function periodicJob(name: string, run: (db: Db) => Promise<unknown>, defaultEveryMs: number) {
  return fp(async (app: FastifyInstance, options: { everyMs?: number }) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      timer = setTimeout(() => {
        running = run(app.db)
          .catch((error: unknown) => app.log.warn({ err: error }, `${name}: the run failed`))
          .finally(tick);
      }, options.everyMs ?? defaultEveryMs);
    };
    app.addHook('onReady', async () => tick());
    app.addHook('onClose', async () => {
      clearTimeout(timer);
      await running;
    });
  });
}
