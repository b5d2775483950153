import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 18_731;

async function startOnce(dataDir: string): Promise<number> {
  const startedAt = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${PORT}/health`);
        if (response.ok) return performance.now() - startedAt;
      } catch {
        // not listening yet
      }
      if (performance.now() - startedAt > 180_000) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    // npm runs the server in a child shell: signal the whole process group.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * `npm start` on an existing build and seeded data: process spawn to the first healthy answer.
 * The first start (which seeds) is reported apart; the budget is about the ones after it.
 */
export async function benchColdStart(
  runs = 5,
): Promise<{ firstStartMs: number; samples: number[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sfa-bench-start-'));
  try {
    const firstStartMs = await startOnce(dataDir);
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) samples.push(await startOnce(dataDir));
    return { firstStartMs, samples };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
