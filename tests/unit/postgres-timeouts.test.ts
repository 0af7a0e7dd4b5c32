import { describe, expect, it } from 'vitest';
import { POSTGRES_TIMEOUTS } from '../../server/db/connect.ts';
import { isDatabaseUnreachable } from '../../server/db/unreachable.ts';

describe('PostgreSQL timeouts', () => {
  it('gives up on a server that answers nothing a little after the server would cancel the statement', () => {
    expect(POSTGRES_TIMEOUTS.statement_timeout).toBeGreaterThan(0);
    expect(POSTGRES_TIMEOUTS.lock_timeout).toBeLessThan(POSTGRES_TIMEOUTS.statement_timeout);
    expect(POSTGRES_TIMEOUTS.query_timeout).toBeGreaterThan(POSTGRES_TIMEOUTS.statement_timeout);
    expect(POSTGRES_TIMEOUTS.idle_in_transaction_session_timeout).toBeGreaterThan(0);
  });

  it("answers the driver's read timeout as the database being unreachable (503)", () => {
    expect(isDatabaseUnreachable(new Error('Query read timeout'))).toBe(true);
  });
});
