import { stamp } from './queue.ts';

/** A log larger than this keeps its beginning and its end (the reason of a failure is at the end). */
const MAX_LOG_CHARS = 400_000;
const HEAD_CHARS = 40_000;

/** Astro writes one `├─ /path/index.html` line per page it renders. */
const PAGE_LINE = /├─/g;

export interface BuildLog {
  /** A line of our own, time-stamped. */
  line(text: string): void;
  /** Astro's output as it comes. */
  output(text: string): void;
  text(): string;
  pagesWritten(): number;
  /** Saves the log now if it changed (it is also saved every few seconds while something writes). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The log of one build, kept in memory and saved to its row every few seconds, so the console
 * shows progress from any API process. Saving never fails the build.
 */
export function createBuildLog(
  initial: string,
  save: (text: string) => Promise<void>,
  options: { echo?: (text: string) => void; everyMs?: number } = {},
): BuildLog {
  let text = initial;
  let pages = 0;
  let dirty = false;
  let saving: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    void flush();
  }, options.everyMs ?? 2_000);
  timer.unref();

  const add = (chunk: string) => {
    text += chunk;
    if (text.length > MAX_LOG_CHARS) {
      const cut = '\n[… middle of the log left out …]\n';
      text = text.slice(0, HEAD_CHARS) + cut + text.slice(text.length - (MAX_LOG_CHARS - HEAD_CHARS - cut.length));
    }
    dirty = true;
    options.echo?.(chunk);
  };

  function flush(): Promise<void> {
    if (!dirty) return saving;
    dirty = false;
    const snapshot = text;
    saving = saving
      .then(() => save(snapshot))
      .catch(() => {
        dirty = true;
      });
    return saving;
  }

  return {
    line: (message) => add(stamp(message)),
    output: (chunk) => {
      pages += chunk.match(PAGE_LINE)?.length ?? 0;
      add(chunk);
    },
    text: () => text,
    pagesWritten: () => pages,
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** The `lastLines` of a log for the console's progress view. */
export function lastLines(log: string, count: number): string[] {
  return log
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.length > 0)
    .slice(-count);
}

/** The one-line reason of a failed build: its last FAILED (or Cancelled) line. */
export function failureReason(log: string): string | null {
  const lines = [...log.matchAll(/(?:FAILED|Cancelled): ([^\n]*)/g)];
  return lines.at(-1)?.[1]?.trim() || null;
}
