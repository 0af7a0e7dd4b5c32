import { afterEach, describe, expect, it, vi } from 'vitest';
import { stallTimer } from '../../server/publish/stall-timer.ts';

describe('stallTimer (a build is stopped only when it goes quiet)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never fires while output keeps coming, however long the build runs', () => {
    vi.useFakeTimers();
    const onStall = vi.fn();
    const stall = stallTimer(10 * 60_000, onStall);
    // Three hours of a build printing a page every 30 seconds.
    for (let i = 0; i < 360; i += 1) {
      vi.advanceTimersByTime(30_000);
      stall.touch();
    }
    expect(onStall).not.toHaveBeenCalled();
    stall.cancel();
  });

  it('fires once after the limit without output', () => {
    vi.useFakeTimers();
    const onStall = vi.fn();
    const stall = stallTimer(10 * 60_000, onStall);
    stall.touch();
    vi.advanceTimersByTime(10 * 60_000 - 1);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStall).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * 60_000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('does not fire once cancelled (the build finished)', () => {
    vi.useFakeTimers();
    const onStall = vi.fn();
    stallTimer(1_000, onStall).cancel();
    vi.advanceTimersByTime(5_000);
    expect(onStall).not.toHaveBeenCalled();
  });
});
