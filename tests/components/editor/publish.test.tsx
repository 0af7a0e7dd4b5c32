import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-mocks.ts';
import { build, builds, openConsole, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);

startEachTestAsEditor();
afterEach(() => vi.useRealTimers());

const table = () => screen.getByRole('table', { name: 'The last builds, newest first' });
const rowOf = (id: number) =>
  within(table())
    .getByRole('rowheader', { name: String(id) })
    .closest('tr')!;

const running = builds(
  [build(8, { state: 'running', durationMs: null, pages: null, finishedAt: null }), build(7, { live: true })],
  {
    current: {
      id: 8,
      state: 'running',
      trigger: 'console',
      who: 'editor@lihda.example',
      startedAt: '2026-11-20T10:00:01.000Z',
      elapsedMs: 65_000,
      pagesWritten: 1200,
      pagesExpected: 4123,
      lastLines: ['▶ src/pages/goodsInfo/[id]/[name].astro', '  ├─ /goodsInfo/12/star-knob/index.html'],
    },
  },
);
const done = builds([build(8, { live: true }), build(7, { canRollback: true })]);

describe('publishing', () => {
  it('publishes, follows the build every 2 s while it runs, and stops once it has finished', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.buildList
      .mockResolvedValueOnce(builds([build(7, { live: true })]))
      .mockResolvedValueOnce(running)
      .mockResolvedValueOnce(running)
      .mockResolvedValue(done);
    api.publishSite.mockResolvedValue({ build: 8, coalesced: false });
    await openConsole('publish');
    expect(screen.getByText('No build is running.')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish the site' })));
    expect(api.publishSite).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Build #8: Running, 1 min 05 s so far, 1200 of about 4123 pages written.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Pages written' }).getAttribute('max')).toBe('4123');
    expect(screen.getByText(/star-knob\/index\.html/)).toBeTruthy();
    expect(within(rowOf(8)).getByText('Running')).toBeTruthy();

    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(api.buildList).toHaveBeenCalledTimes(3);
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(within(rowOf(8)).getByText('Succeeded')).toBeTruthy();
    expect(rowOf(8).textContent).toContain('1 min 30 s');
    expect(rowOf(8).textContent).toContain('Live now');

    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(api.buildList).toHaveBeenCalledTimes(4);
  });

  it('lists who published, how and how long, and why a build failed', async () => {
    api.buildList.mockResolvedValue(
      builds([
        build(9, { state: 'failed', durationMs: 12_000, pages: null, release: null, reason: 'Missing page /about' }),
        build(8, { trigger: 'rollback', rollbackOf: 6, who: null, live: true }),
      ]),
    );
    await openConsole('publish');
    const rows = within(table()).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('#WhenWhoTriggerDurationOutcomePagesLiveActions');
    expect(rowOf(9).textContent).toContain('editor@lihda.exampleConsole12 sFailedMissing page /about');
    expect(rowOf(8).textContent).toContain('—RollbackBack to build #6');
  });

  it('rolls back to a kept build after the second step', async () => {
    api.buildList.mockResolvedValue(done);
    api.rollback.mockResolvedValue({ build: 9, state: 'succeeded', release: '7' });
    await openConsole('publish');
    expect(within(rowOf(8)).queryByRole('button', { name: /^Rollback/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rollback to build #7' }));
    const question = screen.getByRole('group', {
      name: 'Switch the site back to build #7? It stays so until the next publish.',
    });
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Yes, roll back' })));
    expect(api.rollback).toHaveBeenCalledWith(7);
    expect(api.buildList).toHaveBeenCalledTimes(2);
  });

  it("shows a build's whole log when its disclosure is opened", async () => {
    api.buildList.mockResolvedValue(done);
    api.buildLog.mockResolvedValue({ id: 7, state: 'succeeded', log: 'astro build\n4123 page(s) built' });
    await openConsole('publish');
    const summary = screen.getByText('View log', { selector: 'summary[aria-label="View log of build #7"]' });
    const details = summary.closest('details')!;
    await act(async () => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    expect(api.buildLog).toHaveBeenCalledWith(7);
    expect(within(details).getByText(/4123 page\(s\) built/)).toBeTruthy();
  });
});
