/** Calls onStall once when `touch()` has not been called for `ms`; `cancel()` stops watching. */
export function stallTimer(ms: number, onStall: () => void): { touch(): void; cancel(): void } {
  let timer = setTimeout(onStall, ms);
  return {
    touch() {
      clearTimeout(timer);
      timer = setTimeout(onStall, ms);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}
