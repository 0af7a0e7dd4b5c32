import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailSettings } from '../config.ts';
import { createMailTransport } from './transport.ts';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender in this process (every API process runs one). */
    mailWorker: MailWorker;
  }
}

export type MailServiceOptions = MailSettings & Pick<MailWorkerOptions, 'pollMs' | 'retryDelaysMs'>;

/** Starts the outbox worker with the configured transport, and stops it before the database closes. */
export const mailService = fp(async (app: FastifyInstance, options: MailServiceOptions) => {
  const transport = createMailTransport(options);
  app.log.info(options.smtpUrl ? `mail: sending through ${transport.describe}` : `mail: no SMTP_URL, so messages are written as ${transport.describe}`);
  const worker = startMailWorker({ db: app.db, transport, siteUrl: options.siteUrl, log: app.log, pollMs: options.pollMs, retryDelaysMs: options.retryDelaysMs });
  app.decorate('mailWorker', worker);
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });
});
