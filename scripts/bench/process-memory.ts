import fs from 'node:fs/promises';

/** Resident memory of one process from /proc/<pid>/status, in KiB: now (VmRSS) and its peak so far (VmHWM). */
export interface ProcessMemory {
  rssKb: number;
  hwmKb: number;
}

export function parseStatus(status: string): ProcessMemory {
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s*(\\d+)\\s*kB`, 'm').exec(status);
    if (!match) throw new Error(`no ${name} in /proc status`);
    return Number(match[1]);
  };
  return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
}

/** The parent pid from /proc/<pid>/stat (the command name in parentheses may hold spaces or ')'). */
export function parseParentPid(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[1]);
}

async function readOrUndefined(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return undefined; // the process has ended
  }
}

/** undefined when the process has ended or holds no memory of its own (a zombie, a kernel thread). */
export async function processMemory(pid: number): Promise<ProcessMemory | undefined> {
  const status = await readOrUndefined(`/proc/${pid}/status`);
  return status?.includes('VmRSS:') ? parseStatus(status) : undefined;
}

/** pid and every live process below it. */
export async function processTree(pid: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readOrUndefined(`/proc/${entry}/stat`);
    if (stat !== undefined) parents.set(Number(entry), parseParentPid(stat));
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

/** The most seen while sampling: the server's own resident set, and that of the server with its children. */
export interface MemoryPeaks {
  peakRssKb: number;
  peakTreeRssKb: number;
  /** The server's VmHWM at the last sample: its peak since it started, between samples too. */
  hwmKb: number;
  samples: number;
}

/**
 * Samples a server's memory every intervalMs until stop() is called. With childrenOnly the tree's
 * peak leaves the process itself out: what the children it started (an `astro build`) held.
 */
export function sampleMemory(
  pid: number,
  intervalMs = 200,
  { childrenOnly = false } = {},
): { stop(): Promise<MemoryPeaks> } {
  const peaks: MemoryPeaks = { peakRssKb: 0, peakTreeRssKb: 0, hwmKb: 0, samples: 0 };
  const sample = async () => {
    const server = await processMemory(pid);
    if (!server) return;
    let treeRssKb = 0;
    const members = await processTree(pid);
    for (const member of childrenOnly ? members.slice(1) : members)
      treeRssKb += (await processMemory(member))?.rssKb ?? 0;
    peaks.peakRssKb = Math.max(peaks.peakRssKb, server.rssKb);
    peaks.peakTreeRssKb = Math.max(peaks.peakTreeRssKb, treeRssKb);
    peaks.hwmKb = server.hwmKb;
    peaks.samples++;
  };
  let running = sample();
  const timer = setInterval(() => {
    running = running.then(sample);
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await sample();
      return { ...peaks };
    },
  };
}
