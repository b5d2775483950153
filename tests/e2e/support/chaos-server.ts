import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/free-port';
import { userEnvironment } from '../../support/portal-server';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const KEPT_LOG_LINES = 200;

export interface ChaosServerOptions {
  /** Lifetime of an access token: short, so that it runs out in the middle of the run. */
  accessTokenTtlSeconds: number;
}

/**
 * The chaos run's own portal server, which it kills with SIGKILL and starts again on the same
 * port and data folder (the shared server of the e2e project must never be killed). It serves
 * the existing build: the e2e global setup (or `npm run build` before the bench) made it.
 */
export class ChaosServer {
  private child: ChildProcess | undefined;
  private readonly log: string[] = [];
  /** Exits that were not ours: a crash is a finding, not a fault we injected. */
  readonly crashes: string[] = [];
  private readonly killOnExit = () => this.killNow();

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly options: ChaosServerOptions,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get up(): boolean {
    return this.child !== undefined;
  }

  /** A fresh data folder, seeded with the demo data on this first start. */
  static async start(options: ChaosServerOptions): Promise<ChaosServer> {
    if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
      throw new Error('no portal build in dist/: run `npm run build` first');
    }
    const server = new ChaosServer(
      await freePort(),
      mkdtempSync(join(tmpdir(), 'sfa-chaos-')),
      options,
    );
    // Vitest or the bench dying must not leave a server holding the port.
    process.once('exit', server.killOnExit);
    try {
      await server.launch(90_000);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return server;
  }

  /** SIGKILL, as a crash or an OOM kill would: no shutdown hook runs, PGlite is not closed. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
      await exited;
    }
  }

  /** Starts again on the same port and data: the data written before the kill must be there. */
  async restart(): Promise<void> {
    if (this.child) return;
    await this.launch(60_000);
  }

  /** Always called at the end (afterAll, finally): the process and its data go. */
  async stop(): Promise<void> {
    process.removeListener('exit', this.killOnExit);
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  logTail(lines = 40): string {
    return this.log.slice(-lines).join('');
  }

  private async launch(timeoutMs: number): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...userEnvironment(),
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        ACCESS_TOKEN_TTL_SECONDS: String(this.options.accessTokenTtlSeconds),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: the kill reaches anything it started.
      detached: true,
    });
    const keep = (chunk: Buffer) => {
      this.log.push(chunk.toString());
      if (this.log.length > KEPT_LOG_LINES) this.log.splice(0, this.log.length - KEPT_LOG_LINES);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = undefined;
      this.crashes.push(`server exited by itself (code ${code}, signal ${signal})`);
    });
    this.child = child;
    await this.waitForHealth(child, timeoutMs);
  }

  private async waitForHealth(child: ChildProcess, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child !== child) {
        throw new Error(`the chaos server exited while starting:\n${this.logTail()}`);
      }
      try {
        if ((await fetch(`${this.baseUrl}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(
      `the chaos server did not answer /health in ${timeoutMs} ms:\n${this.logTail()}`,
    );
  }

  private killNow(): void {
    const pid = this.child?.pid;
    if (!pid) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
