import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailSettings } from '../config.ts';
import { listeningUrl } from '../http/listening-url.ts';
import { createMailTransport } from './transport.ts';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender in this process (every API process runs one). */
    mailWorker: MailWorker;
  }
}

export type MailServiceOptions = MailSettings & Pick<MailWorkerOptions, 'pollMs' | 'retryDelaysMs'>;

/**
 * Starts the outbox worker with the configured transport, and stops it before the database closes.
 * Without a SITE_URL the links name the address the shop listens on, known once it listens: the
 * worker starts then.
 */
export const mailService = fp(async (app: FastifyInstance, options: MailServiceOptions) => {
  const transport = createMailTransport(options);
  app.log.info(
    options.smtpUrl
      ? `mail: sending through ${transport.describe}`
      : `mail: no SMTP_URL, so messages are written as ${transport.describe}`,
  );
  let worker: MailWorker | undefined;
  const start = (siteUrl: string) => {
    worker = startMailWorker({
      db: app.db,
      transport,
      siteUrl,
      log: app.log,
      pollMs: options.pollMs,
      retryDelaysMs: options.retryDelaysMs,
    });
  };
  if (options.siteUrl) start(options.siteUrl);
  else app.addHook('onListen', async () => start(listeningUrl(app.server)));
  app.decorate('mailWorker', {
    drain: () => worker?.drain() ?? Promise.resolve(0),
    stop: async () => worker?.stop(),
  } satisfies MailWorker);
  app.addHook('onClose', async () => {
    await worker?.stop();
    transport.close();
  });
});
