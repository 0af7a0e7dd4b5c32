import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** Where the test shop (serve-for-tests.ts, no SMTP_URL) writes its .eml files: one folder per port. */
export function e2eMailDir(port = Number(process.env.E2E_PORT || 4399)): string {
  return path.resolve('test-results', 'e2e-mail', String(port));
}

/**
 * The newest link to `page` (e.g. '/resetPassword') in a message to `email`, read from the .eml
 * files as a newcomer would open them; waits for the outbox worker to write it.
 */
export async function mailedLink(email: string, page: string, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"<>]*${page.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%-]+`);
  for (;;) {
    const names = (await fs.readdir(e2eMailDir()).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of names) {
      const parsed = await simpleParser(await fs.readFile(path.join(e2eMailDir(), name)));
      const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
      const found = pattern.exec(parsed.text ?? '');
      if (found && to.some((address) => address.value.some((v) => v.address === email)))
        return new URL(found[0]).pathname + new URL(found[0]).search;
    }
    if (Date.now() > until) throw new Error(`No mail to ${email} with a ${page} link`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
