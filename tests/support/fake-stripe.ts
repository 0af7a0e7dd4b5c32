import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A PaymentIntent as the fake keeps it (the fields the shop reads). */
export interface FakeIntent {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
}

/** A refund as the fake keeps it. */
export interface FakeRefund {
  id: string;
  payment_intent: string;
  amount: number;
  status: string;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  refunds: FakeRefund[];
  /** How many intents were created (not counting idempotent replays). */
  created(): number;
  close(): Promise<void>;
}

/**
 * Stripe's API at the network edge, for tests: POST and GET /v1/payment_intents (and its cancel), POST /v1/refunds
 * with Stripe's form encoding and Idempotency-Key replay. The shop's own Stripe client talks to it over HTTP.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: FakeRefund[] = [];
  let created = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      const send = (status: number, body: object) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        response.end(JSON.stringify(body));
      };
      const path = (request.url ?? '').split('?')[0]!;
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const key = request.headers['idempotency-key'];
        const replay = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (replay) return send(200, intents.get(replay)!);
        const form = new URLSearchParams(raw);
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const metadata = Object.fromEntries(
          [...form].filter(([name]) => name.startsWith('metadata[')).map(([name, value]) => [name.slice(9, -1), value]),
        );
        const intent: FakeIntent = {
          id,
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          status: 'requires_payment_method',
          metadata,
        };
        intents.set(id, intent);
        created++;
        if (typeof key === 'string') byIdempotencyKey.set(key, id);
        return send(200, intent);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const key = request.headers['idempotency-key'];
        const replay = typeof key === 'string' ? refunds.find((r) => byIdempotencyKey.get(key) === r.id) : undefined;
        if (replay) return send(200, { object: 'refund', ...replay });
        const form = new URLSearchParams(raw);
        const paid = intents.get(form.get('payment_intent') ?? '');
        // Stripe's rule: only a paid intent can be refunded, and never more than it took.
        if (!paid || paid.status !== 'succeeded' || Number(form.get('amount')) > paid.amount) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_not_refundable',
              message: 'This PaymentIntent cannot be refunded.',
            },
          });
        }
        const refund = {
          id: `re_${randomBytes(12).toString('hex')}`,
          payment_intent: paid.id,
          amount: Number(form.get('amount')),
          status: 'succeeded',
        };
        refunds.push(refund);
        if (typeof key === 'string') byIdempotencyKey.set(key, refund.id);
        return send(200, { object: 'refund', ...refund });
      }
      const cancel = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(path);
      const toCancel = cancel && request.method === 'POST' ? intents.get(cancel[1]!) : undefined;
      if (toCancel) {
        // Stripe's rule: an intent being processed or already paid can no longer be cancelled.
        if (toCancel.status === 'processing' || toCancel.status === 'succeeded') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${toCancel.status}.`,
            },
          });
        }
        toCancel.status = 'canceled';
        return send(200, toCancel);
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
      const intent = match && request.method === 'GET' ? intents.get(match[1]!) : undefined;
      if (intent) return send(200, intent);
      return send(404, { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    created: () => created,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
