import { describe, expect, it } from 'vitest';
import { updatedDoc, type PageResult } from '../../scripts/support/lighthouse-doc.ts';

const page = (path: string, performance: number): PageResult => ({
  path,
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  problems: [],
  lostAudits: [],
  warnings: [],
  notes: [],
  loadAverage: 1.5,
});

const run = (nginx: boolean) => ({ date: '2026-11-29', version: '13.5.0', nginx });

describe('docs/lighthouse.md as npm run lighthouse writes it', () => {
  const nodeDoc = updatedDoc('', [page('/', 100), page('/about', 97)], run(false));

  it('puts the Node server performance beside nginx for each page a run through nginx audits', () => {
    const doc = updatedDoc(nodeDoc, [page('/', 99), page('/basket', 96)], run(true));
    expect(doc.startsWith(nodeDoc)).toBe(true);
    expect(doc).toContain('| page | performance, Node server | performance, nginx |');
    expect(doc).toContain('| `/` | 100 | 99 | 100 | 100 | 100 | 1.5 | within budget |');
    expect(doc).toContain('| `/basket` | – | 96 |');
  });

  it('keeps the other part when either run writes its own again', () => {
    const both = updatedDoc(nodeDoc, [page('/', 99)], run(true));
    const nodeAgain = updatedDoc(both, [page('/', 98)], run(false));
    expect(nodeAgain).toContain('| `/` | 98 | 100 | 100 | 100 | 1.5 | within budget |');
    expect(nodeAgain).toContain('| `/` | 100 | 99 |');
    const nginxAgain = updatedDoc(nodeAgain, [page('/', 95)], run(true));
    expect(nginxAgain).toContain('| `/` | 98 | 95 |');
    expect(nginxAgain.match(/## Through nginx/g)).toHaveLength(1);
  });
});
