import type { Page, Route } from 'playwright-core';
import type { CheckableVisit, ServerReader } from './chaos-api';
import { keptCopy } from './chaos-diagnostics';
import type { Random } from './chaos-random';
import type { ChaosServer } from './chaos-server';
import { expectCheckPage, pendingCount, tokenExpiry, waitFor } from './chaos-tablet';
import { goOffline, goOnline, type InstalledProfile } from './offline-network';

export interface FaultCounts {
  /** Page reloads in the middle of the work. */
  reloads: number;
  /** Moments online, cut again (page and worker) after a random while. */
  flaps: number;
  /** Server SIGKILLs (each followed by a restart on the same data). */
  kills: number;
  /** Of those, while the browser was online: the outbox met a refused connection. */
  killsOnline: number;
  /**
   * Of those, in the first moments of a keyed write the server had taken: its claim on the key
   * is left behind, and the write's retry must still arrive once.
   */
  killsMidWrite: number;
  /** Refreshes that reached the server (which rotated the tokens) but whose answer was lost. */
  lostRefreshes: number;
  /** Reconnects with the page's access token already expired. */
  expiries: number;
  /** Portal starts (load or reload) with no network or no server. */
  offlineStarts: number;
}

const REFRESH_URL = '**/api/v1/auth/refresh/';
/** How long the kept copy may take to hold every visit once they have all been opened. */
const KEPT_WAIT_MS = 5_000;

/** The run's browser, server and dice, and the faults it injected so far. */
export class ChaosRun {
  online = false;
  readonly counts: FaultCounts = {
    reloads: 0,
    flaps: 0,
    kills: 0,
    killsOnline: 0,
    killsMidWrite: 0,
    lostRefreshes: 0,
    expiries: 0,
    offlineStarts: 0,
  };
  /** The last steps, for a failure message: enough to reach back to the visits opened online. */
  readonly steps: string[] = [];
  /** What went wrong beside the final count (data lost across a kill, a crash). */
  readonly findings: string[] = [];
  /** The visits of the run, to count what the server holds. */
  visitIds: number[] = [];
  /**
   * Each time the device's kept copy of the data lost a visit it had held: the copy only ever
   * grows during a run, so a loss is where an offline visit goes missing.
   */
  readonly keptLosses: string[] = [];
  private everKept = new Set<number>();
  /** The visit whose check page is open. */
  private current: CheckableVisit | undefined;
  private lostRefreshArmed = false;
  private apiRequests = 0;
  /** Writes sent with an Idempotency-Key (the outbox's), by the page or its worker. */
  private keyedWrites = 0;
  /** Results the server had confirmed before the last kill: a restart must still hold them. */
  private floor = 0;

  constructor(
    readonly server: ChaosServer,
    readonly reader: ServerReader,
    readonly profile: InstalledProfile,
    readonly random: Random,
    private readonly print: (line: string) => void = () => {},
  ) {
    profile.context.on('request', (request) => {
      if (!request.url().includes('/svc/')) return;
      this.apiRequests += 1;
      if (request.method() !== 'GET' && request.headers()['idempotency-key']) this.keyedWrites += 1;
    });
    // What the portal itself complained of, beside the steps: the first lead when a step fails.
    profile.page.on('console', (message) => {
      // A failed load is the fault injected; anything else the portal logs is worth keeping.
      if (message.text().startsWith('Failed to load resource')) return;
      if (message.type() === 'error' || message.type() === 'warning') {
        this.step(`console ${message.type()}: ${message.text().slice(0, 200)}`, false);
      }
    });
    profile.page.on('pageerror', (error) => this.step(`page error: ${error.message}`, false));
  }

  get page(): Page {
    return this.profile.page;
  }

  step(text: string, print = true): void {
    this.steps.push(`${new Date().toISOString().slice(11, 23)} ${text}`);
    if (this.steps.length > 150) this.steps.shift();
    if (print) this.print(text);
  }

  /** Cuts or restores the page and the worker alike (support/offline-network.ts). */
  async setOnline(online: boolean): Promise<void> {
    if (online === this.online) return;
    if (online) {
      const expiresAt = await tokenExpiry(this.page);
      if (expiresAt && expiresAt < Date.now()) this.counts.expiries += 1;
      await goOnline(this.profile.context);
    } else {
      await goOffline(this.profile.context);
    }
    this.online = online;
    this.step(online ? 'online' : 'offline');
  }

  /** The visit's check page loaded by its address: it must come up, network or not. */
  async open(visit: CheckableVisit, what: string): Promise<void> {
    this.current = visit;
    this.noteStart();
    await this.page.goto(`/visit-check/${visit.id}`);
    await expectCheckPage(this.page, visit, what);
    await this.noteKeptCopy(what);
  }

  /**
   * Every visit opened online is in the device's kept copy (written as its answers came): a visit
   * missing now would fail only later, offline, far from where it was lost.
   */
  async expectEveryVisitKept(): Promise<void> {
    const deadline = Date.now() + KEPT_WAIT_MS;
    for (;;) {
      const kept = await keptCopy(this.page, this.visitIds);
      const missing = this.visitIds.filter((id) => !kept?.visits.includes(id));
      if (!missing.length) return;
      if (Date.now() > deadline) {
        throw new Error(
          `after every visit was opened online, the kept copy (${kept?.queries ?? 'unreadable'} queries) misses visits ${missing.join(', ')}`,
        );
      }
      await sleep(200);
    }
  }

  /** Compares the kept copy with what it held before: a visit it lost goes into keptLosses. */
  private async noteKeptCopy(what: string): Promise<void> {
    const kept = await keptCopy(this.page, this.visitIds);
    if (!kept) return;
    const held = new Set(kept.visits);
    const lost = [...this.everKept].filter((id) => !held.has(id));
    const summary = `${kept.queries} queries, ${held.size} visits, ${Math.round(kept.ageMs / 1000)} s old, params of check lists ${kept.checkLists.join(', ') || 'none'}`;
    this.step(`kept copy: ${summary}`);
    if (lost.length) {
      this.keptLosses.push(
        `${new Date().toISOString().slice(11, 23)} after ${what}: kept copy (${summary}) lost visits ${lost.join(', ')}`,
      );
    }
    for (const id of held) this.everKept.add(id);
  }

  async reload(what: string): Promise<void> {
    this.counts.reloads += 1;
    this.noteStart();
    this.step(`reload (${what})`);
    await this.page.reload();
    if (!this.current) throw new Error('a reload before any visit was opened');
    await expectCheckPage(this.page, this.current, `after a reload (${what})`);
  }

  /** Online for a random while (the outbox starts sending), then cut mid-way or once drained. */
  async flap(): Promise<void> {
    this.counts.flaps += 1;
    const ms = this.random.int(300, 4000);
    this.step(`flap for up to ${ms} ms (server ${this.server.up ? 'up' : 'down'})`);
    await this.setOnline(true);
    await waitFor(
      async () => (await pendingCount(this.page)) === 0,
      ms,
      () => '',
    ).catch(() => {});
    await this.setOnline(false);
  }

  /** SIGKILL while offline; the server comes back now, or stays down into the next online moment. */
  async killOffline(): Promise<void> {
    this.step('server SIGKILL (browser offline)');
    await this.kill();
    if (this.random.chance(0.5)) await this.restart();
  }

  /**
   * SIGKILL while the browser is online and the outbox sends, so it meets refused connections;
   * sometimes the portal is started right then, with the network but without a server.
   */
  async killOnline(): Promise<void> {
    await this.restart();
    this.step('online, server SIGKILL once the outbox sends');
    // What arrives while online only adds to this.
    this.floor = await this.deliveredResults();
    await this.setOnline(true);
    const seen = this.apiRequests;
    await waitFor(
      async () => this.apiRequests > seen,
      2000,
      () => '',
    ).catch(() => {});
    await sleep(this.random.int(0, 400));
    await this.kill();
    this.counts.killsOnline += 1;
    if (this.random.chance(0.5)) await this.reload('online, server down');
    await sleep(this.random.int(500, 2000));
    if (this.random.chance(0.5)) {
      // Back while the browser stays online: no `online` event tells the outbox.
      await this.restart();
      await sleep(this.random.int(500, 3000));
      await this.setOnline(false);
    } else {
      await this.setOnline(false);
      await this.restart();
    }
  }

  /**
   * SIGKILL a moment after the outbox has sent a keyed write, as a crash in the first seconds of
   * a write: the dead server may have claimed the key and not answered, and the restarted one
   * must let the retry through (once the claim is stale) and keep it to one result.
   */
  async killMidWrite(): Promise<void> {
    await this.restart();
    if ((await pendingCount(this.page)) === 0) {
      this.step('nothing queued: no write to kill the server in');
      return;
    }
    this.step('online, server SIGKILL in the first moments of a write');
    this.floor = await this.deliveredResults();
    const sent = this.keyedWrites;
    await this.setOnline(true);
    const wrote = await waitFor(
      async () => this.keyedWrites > sent,
      5000,
      () => '',
    ).then(
      () => true,
      () => false,
    );
    await sleep(this.random.int(20, 300));
    await this.kill();
    if (wrote) this.counts.killsMidWrite += 1;
    await this.setOnline(false);
    await this.restart();
  }

  /** Down for the last reconnect: the network comes back before the server does. */
  async killForReconnect(): Promise<void> {
    this.step('server SIGKILL before the last reconnect');
    await this.kill();
  }

  /** A down server comes back, at a random moment between visits. */
  async maybeRestart(): Promise<void> {
    if (!this.server.up && this.random.chance(0.5)) await this.restart();
  }

  /**
   * The next refresh reaches the server, which rotates the tokens, and its answer is lost:
   * the page holds a spent refresh token (the server's retry rule must let it through).
   */
  async armLostRefresh(): Promise<void> {
    if (this.lostRefreshArmed) return;
    this.lostRefreshArmed = true;
    this.step('the next refresh answer will be lost');
    const handler = async (route: Route) => {
      try {
        await route.fetch();
      } catch {
        // No server to reach: nothing was rotated, try again with the next refresh.
        await route.abort('connectionrefused');
        return;
      }
      await route.abort('connectionreset');
      this.counts.lostRefreshes += 1;
      this.lostRefreshArmed = false;
      this.step('a refresh answer was lost');
      await this.profile.context.unroute(REFRESH_URL, handler).catch(() => {});
    };
    await this.profile.context.route(REFRESH_URL, handler);
  }

  /** Offline until the page's access token has run out (at most its lifetime). */
  async waitPastExpiry(ttlMs: number): Promise<void> {
    const expiresAt = await tokenExpiry(this.page);
    const wait = Math.min(Math.max(expiresAt - Date.now() + 500, 0), ttlMs + 1000);
    this.step(`offline until the access token expires (${wait} ms)`);
    await sleep(wait);
  }

  async restart(): Promise<void> {
    if (this.server.up) return;
    const startedAt = Date.now();
    await this.server.restart();
    const held = await this.deliveredResults();
    this.step(`server restarted in ${Date.now() - startedAt} ms, holds ${held} results`);
    if (held < this.floor) {
      this.findings.push(
        `after a SIGKILL and restart the server holds ${held} check results, ${this.floor} before`,
      );
    }
  }

  private async kill(): Promise<void> {
    if (!this.server.up) return;
    if (!this.online) this.floor = await this.deliveredResults();
    this.counts.kills += 1;
    await this.server.kill();
  }

  /** Check results of the run's visits on the server now. */
  async deliveredResults(): Promise<number> {
    const tally = await this.reader.tally(this.visitIds);
    return [...tally.values()].reduce((sum, visit) => sum + visit.results.length, 0);
  }

  private noteStart(): void {
    if (!this.online || !this.server.up) this.counts.offlineStarts += 1;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
