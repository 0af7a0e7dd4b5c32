import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { releaseLapsedHolds } from './stock-holds.ts';

/** How often an API process looks for lapsed holds: minutes matter little against holds of 30 minutes and more. */
const EVERY_MS = 60_000;

/** Releases lapsed stock holds now and then in this process, and stops before the database closes. */
export const stockHoldKeeper = fp(async (app: FastifyInstance, options: { everyMs?: number }) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    timer = setTimeout(() => {
      running = releaseLapsedHolds(app.db)
        .catch((error: unknown) => app.log.warn({ err: error }, 'stock holds: could not release lapsed holds'))
        .finally(tick);
    }, options.everyMs ?? EVERY_MS);
  };
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await running;
  });
});
