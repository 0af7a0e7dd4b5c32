import { describe, expect, it } from 'vitest';
import { loadRow } from '../../scripts/bench/load.ts';
import { parseParentPid, parseStatus } from '../../scripts/bench/process-memory.ts';
import { formatTable } from '../../scripts/bench/table.ts';

describe('formatTable', () => {
  it('pads columns and right-aligns the numeric ones', () => {
    expect(
      formatTable(
        ['call', 'req/s'],
        [
          ['short', 1200],
          ['a longer call', 7],
        ],
      ),
    ).toBe(
      [
        '| call          | req/s |',
        '|---------------|------:|',
        '| short         |  1200 |',
        '| a longer call |     7 |',
      ].join('\n'),
    );
  });
});

describe('loadRow', () => {
  it('counts every answer and adds connection errors to the failed envelopes', () => {
    const result = {
      requests: { average: 812.4 },
      latency: { p50: 11, p99: 48 },
      errors: 2,
      '1xx': 0,
      '2xx': 8120,
      '3xx': 0,
      '4xx': 3,
      '5xx': 1,
    } as Parameters<typeof loadRow>[2];
    expect(loadRow('PGlite', 'pri/basketAdd', result, 5)).toEqual({
      target: 'PGlite',
      call: 'pri/basketAdd',
      requestsPerSecond: 812,
      p50Ms: 11,
      p99Ms: 48,
      answered: 8124,
      failed: 7,
    });
  });
});

describe('/proc parsing', () => {
  it('reads VmRSS and VmHWM in KiB from a status file', () => {
    const status = 'Name:\tnode\nVmPeak:\t 9999 kB\nVmHWM:\t  812345 kB\nVmRSS:\t  700001 kB\nThreads:\t11\n';
    expect(parseStatus(status)).toEqual({ rssKb: 700001, hwmKb: 812345 });
    expect(() => parseStatus('Name:\tkthreadd\n')).toThrow(/VmRSS/);
  });

  it('reads the parent pid even when the command name holds spaces and parentheses', () => {
    expect(parseParentPid('4242 (node) S 4200 4242 4200 0 -1')).toBe(4200);
    expect(parseParentPid('4243 (my (odd) name) R 4242 4243 4200 0 -1')).toBe(4242);
  });
});
