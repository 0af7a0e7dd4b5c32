import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailSettings } from '../config.ts';

/** One message as the worker hands it to the transport. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same id on every try, so a message sent twice after a crash is one message to mail clients. */
  messageId: string;
  attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface MailTransport {
  /** Where messages go, for the log: the SMTP host, or the .eml folder. */
  describe: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP, with timeouts well inside the worker's claim on a message (see mail/worker.ts). */
function smtpTransport(settings: MailSettings & { smtpUrl: string }): MailTransport {
  const url = new URL(settings.smtpUrl);
  const transporter = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    describe: `SMTP server ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(mail) {
      await transporter.sendMail({ from: settings.from, ...mail });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL: each message becomes an RFC 5322 file named by its time, for any mail client to open. */
function emlTransport(settings: MailSettings): MailTransport {
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    describe: `.eml files in ${settings.emlDir}`,
    async send(mail) {
      const info = await writer.sendMail({ from: settings.from, ...mail });
      await fs.mkdir(settings.emlDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const id = mail.messageId.replace(/[^A-Za-z0-9-]/g, '').slice(0, 40);
      await fs.writeFile(path.join(settings.emlDir, `${stamp}-${id}.eml`), info.message as Buffer);
    },
    close: () => writer.close(),
  };
}

export function createMailTransport(settings: MailSettings): MailTransport {
  return settings.smtpUrl ? smtpTransport({ ...settings, smtpUrl: settings.smtpUrl }) : emlTransport(settings);
}
