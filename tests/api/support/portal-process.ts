import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * A portal process as an operator starts one (`npm start`, `npm run worker`), its output kept
 * line by line: what the tests of several processes, start-up and shutdown drive.
 */
export class PortalProcess {
  readonly lines: string[] = [];
  readonly exit: Promise<ProcessExit>;
  private readonly child: ChildProcess;

  constructor(script: 'start' | 'worker', env: Record<string, string>) {
    // As a user's shell has it: no test runner's NODE_ENV=test.
    const { NODE_ENV: _node, VITEST: _vitest, ...inherited } = process.env;
    this.child = spawn('npm', ['run', '--silent', script], {
      cwd: ROOT,
      env: { ...inherited, SKIP_BUILD: 'true', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a kill reaches the server behind npm too.
      detached: true,
    });
    for (const stream of [this.child.stdout, this.child.stderr]) {
      let rest = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        this.lines.push(...parts);
      });
    }
    this.exit = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
  }

  /** The first line matching `pattern`, once it is written. */
  async waitFor(pattern: RegExp, timeoutMs = 60_000): Promise<string> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const line = this.lines.find((candidate) => pattern.test(candidate));
      if (line) return line;
      if (Date.now() > until || this.child.exitCode !== null) {
        throw new Error(
          `no line like ${pattern}; the output:\n${this.lines.slice(-40).join('\n')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** A signal to the process started (npm, which passes it on to the server it runs). */
  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Ends it whatever it is doing (after a test, or to kill it mid-stream). */
  async kill(): Promise<void> {
    const { pid } = this.child;
    if (pid && this.child.exitCode === null && this.child.signalCode === null) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await this.exit;
  }
}
