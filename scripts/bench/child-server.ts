import { spawn } from 'node:child_process';

/** A server in a child process of this Node, ready once it printed its URL. */
export interface ChildServer {
  url: string;
  pid: number;
  /** SIGTERM (the servers close their database cleanly), SIGKILL if it has not ended in 30 s. */
  stop(): Promise<void>;
}

/** The servers print "…: http://host:port/…" once they listen. */
const LISTENING = /: (http:\/\/[^/\s]+)\//;

export function startChild(script: string, env: NodeJS.ProcessEnv, timeoutMs = 300_000): Promise<ChildServer> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await ended;
    clearTimeout(killer);
  };
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} did not start in ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      if (ready) return void process.stdout.write(text);
      output += text;
      const match = LISTENING.exec(output);
      if (match && child.pid !== undefined) {
        ready = true;
        clearTimeout(timer);
        resolve({ url: match[1]!, pid: child.pid, stop });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} ended before it listened (${signal ?? `exit code ${code}`}):\n${output}`));
    });
  });
}
