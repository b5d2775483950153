import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

const FEED = '/svc/main/feeds/list/';

/** A process's resident memory in MB; 0 once it has exited (the run fails on its next call). */
export const rssMb = (pid: number): number => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
};

/** Resolves once the server answers /health; throws if it exits or does not start in 5 min. */
export async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

/** One call of the visit feed's first page, in milliseconds. */
export async function timedFeed(baseUrl: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${FEED}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`feed answered ${response.status}`);
  return performance.now() - started;
}
