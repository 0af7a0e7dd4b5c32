/**
 * The calls bench:api and bench:memory load the API with, made ready against a running server:
 * a real level-1 group, a search with a second page, a logged-in demo buyer and part numbers to add.
 */
import type { Request } from 'autocannon';
import type { BasketCountAnswer } from '#contract/calls/basket.ts';
import type { Envelope } from '#contract/api/types.ts';
import type { ProductSearchAnswer } from '#contract/calls/search.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import type { MenuItem } from '#contract/calls/menu.ts';

/** One benchmarked call: the requests each connection sends in turn. */
export interface BenchCall {
  name: string;
  requests: Request[];
}

const DEMO_BUYER = { email: 'buyer@example.com', pwd: 'Lihda-demo-1' };
/** Added one at a time in turn, so no line nears the 9,999 quantity limit during a run. */
const PARTS_TO_ADD = 20;

/** A POST of the API's JSON envelope; anything but code 200 throws. */
export async function callApi<T>(baseUrl: string, call: string, body: object, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${call} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/** A request of the benchmark; onResponse counts answers that are not the success envelope. */
export function benchRequest(call: string, body: object, failures: { count: number }, token?: string): Request {
  return {
    method: 'POST',
    path: `/api/${call}`,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
    onResponse: (status: number, responseBody: string) => {
      if (status !== 200 || !responseBody.startsWith('{"code":200,')) failures.count++;
    },
  };
}

export interface PreparedCalls {
  calls: BenchCall[];
  /** Answers of each call that were not success envelopes, by call name. */
  failures: Map<string, { count: number }>;
  /** After a warm-up: zeroes the failure counts and empties the demo buyer's basket. */
  reset(): Promise<void>;
  /**
   * Empties the demo buyer's basket after checking it holds what the successful adds put in (and at
   * most inFlight more: requests still under way when the run stopped may have landed).
   */
  finish(successfulAdds: number, inFlight: number): Promise<void>;
}

export async function prepareShopCalls(baseUrl: string): Promise<PreparedCalls> {
  const groups = await callApi<MenuItem[]>(baseUrl, 'unpri/getProductMemuL1', {});
  const groupId = groups[0]!.id;
  const pagedSearch = { categoryId: groupId, sort: 'priceAsc', page: 2 };
  const secondPage = await callApi<ProductSearchAnswer>(baseUrl, 'unpri/productSearch', pagedSearch);
  if (secondPage.list.length === 0) throw new Error(`level-1 group ${groupId} has no second page of results`);

  const partNumbers: string[] = [];
  for (const family of secondPage.list) {
    if (partNumbers.length >= PARTS_TO_ADD) break;
    const detail = await callApi<ProductDetail>(baseUrl, 'unpri/productDetail', { id: family.id });
    partNumbers.push(
      ...detail.variants
        .filter((v) => v.priceBreaks.length > 0)
        .slice(0, 4)
        .map((v) => v.partNo),
    );
  }
  const parts = partNumbers.slice(0, PARTS_TO_ADD);

  // Logged in once: the login throttle would refuse a login per connection.
  const { token } = await callApi<LoginAnswer>(baseUrl, 'unpri/userLogin', DEMO_BUYER);
  await callApi(baseUrl, 'pri/basketClear', {}, token);

  const failures = new Map<string, { count: number }>();
  const call = (name: string, bodies: object[], withToken?: string): BenchCall => {
    const counter = { count: 0 };
    failures.set(name, counter);
    return { name, requests: bodies.map((body) => benchRequest(name, body, counter, withToken)) };
  };
  return {
    calls: [
      call('unpri/companyInfoDetail', [{}]),
      call('unpri/getProductMemuL3', [{ id: groupId }]),
      call('unpri/productSearchTop', [{ name: 'knob' }]),
      call('unpri/productSearch', [pagedSearch]),
      call(
        'pri/basketAdd',
        parts.map((partNo) => ({ partNo, quantity: 1 })),
        token,
      ),
    ],
    failures,
    async reset() {
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const counter of failures.values()) counter.count = 0;
      await callApi(baseUrl, 'pri/basketClear', {}, token);
    },
    async finish(successfulAdds, inFlight) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { basketCount } = await callApi<BasketCountAnswer>(baseUrl, 'pri/basketCount', {}, token);
      await callApi(baseUrl, 'pri/basketClear', {}, token);
      if (basketCount < successfulAdds || basketCount > successfulAdds + inFlight) {
        throw new Error(`the basket holds ${basketCount} after ${successfulAdds} successful adds`);
      }
    },
  };
}
