import { describe, expect, it } from 'vitest';
import { envelope } from '#contract/call.ts';
import { basketAdd, basketCount } from '#contract/calls/basket.ts';
import { AJV_OPTIONS } from '../../server/http/form-keywords.ts';
import { sharedCompilers } from '../../server/http/schema-compilers.ts';

// What Fastify hands each app's schema controller (fastify/lib/schema-controller.js): no shared schemas.
const buildValidator = sharedCompilers.buildValidator!;
const buildSerializer = sharedCompilers.buildSerializer!;
const route = { method: 'POST', url: '/api/pri/basketAdd' } as const;

describe('compilers shared by the apps of one process', () => {
  it('give a second app the first one’s check of the same body schema, and it still refuses a bad body', () => {
    const first = buildValidator({}, AJV_OPTIONS)({ ...route, schema: basketAdd.body, httpPart: 'body' });
    const second = buildValidator({}, AJV_OPTIONS)({ ...route, schema: basketAdd.body, httpPart: 'body' });
    expect(second).toBe(first);
    expect(first({ partNo: 'M3-10', quantity: 0 })).toBe(false);
    expect(first({ partNo: 'M3-10', quantity: 2 })).toBe(true);
  });

  it('give a second app the first one’s serializer of the same answer schema, and another schema its own', () => {
    const answer = envelope(basketCount.answer);
    const other = envelope(basketAdd.answer);
    const serializer = (schema: object) => buildSerializer({}, {})({ ...route, schema, httpStatus: '200' });
    const first = serializer(answer);
    expect(serializer(answer)).toBe(first);
    expect(serializer(other)).not.toBe(first);
    // Written by the schema: a field it does not declare is left out.
    expect(JSON.parse(first({ code: 200, msg: '', data: { basketCount: 3 }, extra: 'x' }))).toEqual({
      code: 200,
      msg: '',
      data: { basketCount: 3 },
    });
  });
});
