import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '#contract/calls/login.ts';
import { followMailedLink } from './helpers/mailed-links.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

// Anyone can register someone else's address: team rights (founding a company, inviting people in
// the shop's name) wait until the owner has proved the address.

let api: TestApi;
let n = 0;

beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

async function register(companyName?: string) {
  const email = `unproved${++n}-${Date.now()}@example.com`;
  const { body } = await api.call<LoginAnswer>('unpri/userRegister', { firstName: 'Una', lastName: 'Proved', email, pwd: 'secret-pass1', ...(companyName ? { companyName } : {}) }, { remoteAddress: `10.14.0.${n}` });
  const call = (path: string, payload: object = {}, lang?: string) => api.call(path, payload, { headers: { token: body.data.token, ...(lang ? { lang } : {}) } });
  return { email, call };
}

const VERIFY_FIRST = /^Please confirm your e-mail address first/;

describe('before the address is confirmed', () => {
  it('no company can be founded, in either language', async () => {
    const someone = await register();
    expect((await someone.call('pri/companyCreate', { name: 'Corp Victim Ltd' })).body).toMatchObject({ code: 403, msg: expect.stringMatching(VERIFY_FIRST) });
    expect((await someone.call('pri/companyCreate', { name: 'Corp Victim Ltd' }, 'zh-cn')).body.msg).toMatch(/^请先确认您的电子邮箱地址/);
    await followMailedLink(api, someone.email);
    expect((await someone.call('pri/companyCreate', { name: 'Corp Victim Ltd' })).body.code).toBe(200);
  });

  it('nobody is invited in the shop’s name, even by the founder of a company', async () => {
    const founder = await register('Unproved Co');
    const refused = await founder.call('pri/teamInvite', { email: `target-${Date.now()}@victim-plc.example`, companyRole: 'admin' });
    expect(refused.body).toMatchObject({ code: 403, msg: expect.stringMatching(VERIFY_FIRST) });
    expect(await api.db.selectFrom('mailOutbox').select('id').where('template', '=', 'teamInvitation').where('recipient', 'like', 'target-%').execute()).toEqual([]);
    await followMailedLink(api, founder.email);
    expect((await founder.call('pri/teamInvite', { email: `target2-${Date.now()}@victim-plc.example`, companyRole: 'buyer' })).body.code).toBe(200);
  });
});
