/**
 * What the server really holds, asked from Node under a sign-in of its own (never the page's:
 * the page must rotate its tokens undisturbed, and it is offline most of the run).
 */

const API_KEY = process.env.API_KEY || 'sfa-portal-local-key';
const READER_LOGIN = 'check_manager';
const PASSWORD = process.env.DEMO_PASSWORD || 'demo-password';

export interface CheckableVisit {
  id: number;
  number: string;
}

export interface VisitTally {
  /** The verdicts of the visit's check results, one per result. */
  results: string[];
  /** Photo links to the visit's check results. */
  links: number;
}

interface LoginAnswer {
  tokens: { access: { token: string; expires_at: string } };
}

export class ServerReader {
  private token = '';
  private expiresAt = 0;

  constructor(private readonly baseUrl: string) {}

  /**
   * Unchecked visits with a check list, the highest ids first: the checker's day of work. All of
   * them are listed first, because the server's order of visits of one date varies between
   * starts, and a seed must replay the same visits.
   */
  async checkableVisits(count: number): Promise<CheckableVisit[]> {
    const all: CheckableVisit[] = [];
    for (let offset = 0; ; offset += 1000) {
      const page = await this.call<{ items: CheckableVisit[] }>(
        '/svc/checker/api/v1/visits/list/',
        {
          is_checked: false,
          date_range: { start: '2000-01-01', end: '2099-12-31' },
          limit: 1000,
          offset,
        },
      );
      all.push(...page.items.map(({ id, number }) => ({ id, number })));
      if (page.items.length < 1000) break;
    }
    all.sort((a, b) => b.id - a.id);
    const found: CheckableVisit[] = [];
    for (const visit of all) {
      if (found.length === count) break;
      const { check_lists } = await this.call<{ check_lists: unknown[] }>(
        '/svc/checker/api/v1/check_list_logic/list/',
        { visit_id: visit.id },
      );
      if (check_lists.length > 0) found.push(visit);
    }
    if (found.length < count) {
      throw new Error(`the demo data has ${found.length} checkable visits, the run needs ${count}`);
    }
    const tally = await this.tally(found.map((visit) => visit.id));
    const checked = found.filter((visit) => tally.get(visit.id)?.results.length);
    if (checked.length) throw new Error(`visits already checked: ${checked.map((v) => v.id)}`);
    return found;
  }

  /** Per visit: its check results and the photo links to them. */
  async tally(visitIds: number[]): Promise<Map<number, VisitTally>> {
    const { check_list_results } = await this.call<{
      check_list_results: { items: Array<{ id: number; visit_id: number; result: string }> };
    }>('/svc/checker/api/v1/check_list_result/list/', { visit_ids: visitIds, limit: 1000 });
    const tally = new Map<number, VisitTally>(
      visitIds.map((id) => [id, { results: [], links: 0 }]),
    );
    const visitOfResult = new Map<number, number>();
    for (const result of check_list_results.items) {
      tally.get(result.visit_id)?.results.push(result.result);
      visitOfResult.set(result.id, result.visit_id);
    }
    if (visitOfResult.size === 0) return tally;
    const links = await this.call<{ file_links: Array<{ generic_id: number }> }>(
      '/svc/main/file_links/list/',
      { generic_type: 'CHECK_LIST_RESULT', generic_id: [...visitOfResult.keys()], limit: 1000 },
    );
    for (const link of links.file_links) {
      const entry = tally.get(visitOfResult.get(link.generic_id) ?? 0);
      if (entry) entry.links += 1;
    }
    return tally;
  }

  private async call<T>(path: string, body: unknown): Promise<T> {
    // The run's tokens live 20 s: sign in again well before this one runs out.
    if (Date.now() > this.expiresAt - 10_000) await this.signIn();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  private async signIn(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/svc/auth/api/v1/auth/login/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Api-Key': API_KEY,
        'X-Captcha-Token': 'chaos',
      },
      body: JSON.stringify({ login: READER_LOGIN, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
    const { tokens } = (await response.json()) as LoginAnswer;
    this.token = tokens.access.token;
    this.expiresAt = Date.parse(tokens.access.expires_at);
  }
}
