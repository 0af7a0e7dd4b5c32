import autocannon from 'autocannon';
import type { BenchCall } from './api-calls.ts';

/** Unmeasured load of a call first: the first seconds of a fresh server are compiling, not serving. */
export const WARM_UP_SECONDS = 2;

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
}

/** One call's figures under load. Latencies in milliseconds. */
export interface LoadRow {
  target: string;
  call: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers received (any status). */
  answered: number;
  /** Answers that were not the success envelope, plus connection errors and timeouts. */
  failed: number;
}

type Counts = Pick<autocannon.Result, 'requests' | 'latency' | 'errors' | '1xx' | '2xx' | '3xx' | '4xx' | '5xx'>;

export function loadRow(target: string, call: string, result: Counts, envelopeFailures: number): LoadRow {
  return {
    target,
    call,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    answered: result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'],
    failed: envelopeFailures + result.errors,
  };
}

export const LOAD_TABLE_HEADERS = ['target', 'call', 'req/s', 'p50 ms', 'p99 ms', 'answered', 'failed'] as const;

export function loadTableRow(row: LoadRow): Array<string | number> {
  return [row.target, row.call, row.requestsPerSecond, row.p50Ms, row.p99Ms, row.answered, row.failed];
}

/** Loads one call from this process: each connection sends the call's requests in turn, back to back. */
export function loadCall(url: string, call: BenchCall, options: LoadOptions): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: call.requests,
  });
}
