import { describe, expect, it } from 'vitest';
import type { BuildListAnswer, BuildSummary } from '#contract/calls/editor-publish.ts';
import { buildUnderWay, formatDuration, pagesProgress } from '../../src/lib/editor/builds.ts';
import { dictionary } from '../../src/i18n/dictionary.ts';

const build = (state: BuildSummary['state']): BuildSummary => ({
  id: 1,
  state,
  trigger: 'console',
  who: 'editor@lihda.example',
  queuedAt: '2026-11-20T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  durationMs: null,
  pages: null,
  kind: null,
  release: null,
  live: false,
  canRollback: false,
  rollbackOf: null,
  reason: null,
});
const listOf = (...builds: BuildSummary[]): BuildListAnswer => ({ list: builds, current: null, queued: null });

describe('buildUnderWay', () => {
  it('is true while a build waits or runs, and false once every build has finished', () => {
    expect(buildUnderWay(listOf(build('succeeded'), build('failed')))).toBe(false);
    expect(buildUnderWay(listOf(build('queued')))).toBe(true);
    expect(buildUnderWay(listOf(build('running')))).toBe(true);
    expect(buildUnderWay({ ...listOf(), queued: build('queued') })).toBe(true);
  });
});

describe('formatDuration', () => {
  const words = dictionary('en').editor.publish;

  it('shows seconds, and minutes from one minute on', () => {
    expect(formatDuration(0, words)).toBe('0 s');
    expect(formatDuration(42_400, words)).toBe('42 s');
    expect(formatDuration(185_000, words)).toBe('3 min 05 s');
    expect(formatDuration(185_000, dictionary('zh-cn').editor.publish)).toBe('3 分 05 秒');
  });
});

describe('pagesProgress', () => {
  it('is pages written of those expected, full once the estimate is passed, and nothing until it is known', () => {
    expect(pagesProgress(1200, 4123)).toEqual({ value: 1200, max: 4123 });
    expect(pagesProgress(4200, 4123)).toEqual({ value: 4123, max: 4123 });
    expect(pagesProgress(30, null)).toBeNull();
  });
});
