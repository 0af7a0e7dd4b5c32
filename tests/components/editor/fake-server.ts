import { beforeEach } from 'vitest';
import type { CallDeclaration } from '#contract/call.ts';

/**
 * The server as the console's sections see it, for the files that mock src/api/call.ts with
 * `vi.mock('…/src/api/call.ts', async () => (await import('./fake-server.ts')).callModule)`: each
 * declared call's path is answered by a function of its body, and every body sent is kept.
 */
const answers = new Map<string, (body: Record<string, unknown>) => unknown>();
let sent: Array<[string, Record<string, unknown>]> = [];

export const callModule = {
  call: async (declaration: CallDeclaration, body: Record<string, unknown>) => {
    sent.push([declaration.path, body]);
    const reply = answers.get(declaration.path);
    if (!reply) throw new Error(`No answer for ${declaration.path}`);
    return reply(body);
  },
  fetchFile: async (declaration: { path: string }) => {
    sent.push([declaration.path, {}]);
    return { blob: new Blob(['']), fileName: `${declaration.path.replace('/', '-')}.csv` };
  },
};

/** Each test starts with no answers and nothing sent. */
export function startEachTestWithAFakeServer(): void {
  beforeEach(() => {
    answers.clear();
    sent = [];
  });
}

export const answer = (path: string, reply: (body: Record<string, unknown>) => unknown) => answers.set(path, reply);
export const sentTo = (path: string) => sent.filter(([p]) => p === path).map(([, body]) => body);

/** The company list the sections' company pickers ask for: Acme alone. */
export const answerAcmeAlone = () =>
  answer('staff/companyList', () => ({
    total: 1,
    page: 1,
    pageSize: 100,
    list: [
      {
        id: 2,
        name: 'Acme Engineering Ltd',
        memberCount: 2,
        creditApproved: true,
        creditLimitPence: null,
        terms: 'net30',
      },
    ],
  }));
