import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { largeXlsx } from '#server/imports/read/test-files';

const run = promisify(execFile);

/**
 * Reads the file in a process of its own, so that its peak RSS is the reader's alone (building
 * the file here costs more than reading it).
 */
const READ = `
import { createReadStream } from 'node:fs';
import { openSheet } from '#server/imports/read/open-sheet';
const base = process.resourceUsage().maxRSS;
const started = performance.now();
const sheet = await openSheet(async () => createReadStream(process.argv[1]), 'xlsx');
let rows = 0;
for await (const _row of sheet.rows) rows += 1;
console.log(JSON.stringify({ rows, total: sheet.total, ms: performance.now() - started, growthKb: process.resourceUsage().maxRSS - base }));
`;

export interface ImportReadFigures {
  dataRows: number;
  fileBytes: number;
  rows: number;
  total: number | null;
  ms: number;
  rssGrowthMb: number;
}

/** openSheet over an XLSX of `dataRows` rows × 12 columns: the time of one pass and its peak RSS. */
export async function benchImportRead(dataRows = 100_000): Promise<ImportReadFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'sfa-bench-import-'));
  try {
    const file = join(dir, 'outlets.xlsx');
    const bytes = largeXlsx(dataRows);
    writeFileSync(file, bytes);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', READ, file],
      { cwd: process.cwd() },
    );
    const read = JSON.parse(stdout) as {
      rows: number;
      total: number | null;
      ms: number;
      growthKb: number;
    };
    return { dataRows, fileBytes: bytes.length, ...read, rssGrowthMb: read.growthKb / 1024 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
