import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => { api = await openTestApi(); });
afterAll(() => api.close());

const subscribe = (email: unknown) => api.call<null>('unpri/subscriberAdd', { email });

describe('subscriberAdd', () => {
  it('subscribes once, and answers a second time exactly as the first, so nobody learns who subscribes', async () => {
    const first = await subscribe('Jo.Bloggs@example.co.uk');
    expect(first.body).toEqual({ code: 200, msg: 'Thank you for subscribing to our newsletter.', data: null });
    const second = await subscribe('jo.bloggs@EXAMPLE.co.uk');
    expect(second).toEqual(first);
    const rows = await api.db.selectFrom('subscribers').select('email').where('email', '=', 'jo.bloggs@example.co.uk').execute();
    expect(rows).toHaveLength(1);
  });

  it("applies the spec's email rule", async () => {
    for (const bad of ['plain', 'a@b', 'a b@example.com', 'a+b@example.com', 'a@example.c', 'a@example.abcdefg', 'a@@example.com']) {
      expect((await subscribe(bad)).body, bad).toEqual({ code: 400, msg: 'Enter a valid email address', data: { field: 'email' } });
    }
    for (const good of ['a@example.com', 'first.last_name-1@mail.example.org']) {
      expect((await subscribe(good)).body.code, good).toBe(200);
    }
  });

  it('limits the email to 60 characters and requires it', async () => {
    expect((await subscribe(`${'a'.repeat(49)}@example.com`)).body.msg).toBe('Email address cannot exceed 60 characters');
    expect((await subscribe(`${'a'.repeat(48)}@example.com`)).body.code).toBe(200);
    expect((await subscribe('')).body.msg).toBe('Please enter your email address');
    expect((await subscribe(7)).body.msg).toBe('Email address must be text');
  });
});
