import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from '../../server/db/unreachable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnreachable', () => {
  it('knows a lost or refused connection and a server shutting down or starting up', () => {
    expect(isDatabaseUnreachable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    );
  });

  it('leaves faults of the query itself to the usual handling', () => {
    expect(isDatabaseUnreachable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnreachable(withCode('relation "x" does not exist', '42P01'))).toBe(false);
    expect(isDatabaseUnreachable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
  });
});
