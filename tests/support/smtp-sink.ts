import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses of the SMTP envelope (a Bcc would show here). */
  envelopeTo: string[];
  parsed: ParsedMail;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** While set, every message is refused with this SMTP reply (550, 451 …). */
  refuseWith(code: number | null): void;
  /** Resolves once `count` messages have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port that keeps what it receives, parsed (smtp-server and mailparser). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusal: number | null = null;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        if (refusal !== null) {
          callback(Object.assign(new Error('Mailbox unavailable (test refusal)'), { responseCode: refusal }));
          return;
        }
        received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseWith(code) {
      refusal = code;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`Expected ${count} messages, received ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
