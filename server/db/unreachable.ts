/**
 * Whether an error means the database could not be reached or dropped the connection (a restart,
 * a failover, the network), rather than a fault of the query. The request then answers 503 with a
 * clear message, and the pool connects afresh for the next one: no restart of the API is needed.
 */

/** Socket errors on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server shutting down or starting up; class 08 is "connection exception". */
const SERVER_GOING_CODES = new Set(['57P01', '57P02', '57P03']);

/** node-postgres raises these without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Query read timeout/,
];

export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || SERVER_GOING_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return true;
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}
