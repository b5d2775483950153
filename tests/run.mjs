#!/usr/bin/env node
// `npm test`: lint, layer boundaries, translations, build, typecheck, unused code (knip), then the unit, API and
// browser suites (Chromium, then the offline flows in WebKit and Firefox), in the order a failure is cheapest to find; with TEST_DATABASE_URL set (a PostgreSQL server's admin URL, as CI has), the
// API suite once more on PostgreSQL. Stops at the first failing step; prints a table of each stage's seconds.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// TEST_REPORT_DIR keeps each suite's JSON report (per-file durations) after the run.
const keptReportDir = process.env.TEST_REPORT_DIR;
const reportDir = keptReportDir || mkdtempSync(join(tmpdir(), 'sfa-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each stage's title, seconds and outcome, printed as one table at the end. */
const stages = [];
const runStartedAt = Date.now();

// The API suite runs on PGlite (the users' default) first; PostgreSQL gets its own stage.
const postgresUrl = process.env.TEST_DATABASE_URL;
const baseEnv = { ...process.env };
delete baseEnv.TEST_DATABASE_URL;

/**
 * Runs one stage; resolves whether it passed. `logFile`: its output goes there instead of the
 * console (a stage run beside another, whose output would mix with it).
 */
async function run(title, command, args, env = {}, { logFile } = {}) {
  const startedAt = Date.now();
  console.log(`\n▶ ${title}${logFile ? ' (beside the next stage; its output follows it)' : ''}`);
  const out = logFile ? openSync(logFile, 'w') : 'inherit';
  const child = spawn(command, args, {
    stdio: ['inherit', out, out],
    env: { ...baseEnv, ...env },
  });
  const status = await new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (logFile) closeSync(out);
  stages.push({ title, seconds, ok: status === 0 });
  if (status !== 0) {
    console.log(`✖ ${title} failed after ${seconds} s`);
    return false;
  }
  console.log(`✔ ${title} (${seconds} s)`);
  return true;
}

async function vitest(
  project,
  { title = `${project} tests`, report = project, env = {}, logFile } = {},
) {
  const outputFile = join(reportDir, `${report}.json`);
  const ok = await run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    env,
    { logFile },
  );
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  return ok;
}

const steps = [
  () => run('lint and format (biome)', 'npx', ['biome', 'check', '.']),
  () => run('layer boundaries (dependency-cruiser)', 'npm', ['run', '--silent', 'lint:boundaries']),
  () => run('translations are extracted and complete', 'npm', ['run', '--silent', 'i18n:check']),
  () => run('build the portal', 'npm', ['run', '--silent', 'build']),
  () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  // After the build, which writes the route tree knip follows from src/router.ts.
  () =>
    run('unused files, exports and dependencies (knip)', 'npm', ['run', '--silent', 'lint:unused']),
  () => vitest('unit'),
  () => vitest('api'),
  () => vitest('e2e'),
  ...(postgresUrl ? [enginesBesidePostgres] : [() => vitest('engines')]),
];

/**
 * The offline flows in WebKit and Firefox wait on browsers and a gate more than they compute,
 * and the API suite on PostgreSQL computes in its database more than in Node: on CI's two
 * cores the two run side by side, each still failing the run on its own.
 */
async function enginesBesidePostgres() {
  const logFile = join(reportDir, 'engines.log');
  const engines = vitest('engines', { logFile });
  const postgres = await postgresStage();
  const enginesOk = await engines;
  console.log('\n▶ engines tests: their output');
  process.stdout.write(readFileSync(logFile, 'utf8'));
  return enginesOk && postgres;
}

/**
 * The API suite on PostgreSQL, the production database. The fuzz's deep run (FUZZ_RUNS
 * requests per operation and role) is on PGlite above; here it walks every operation and role
 * with the first POSTGRES_FUZZ_RUNS of the same seeded requests, enough to find what the
 * other driver or server answers differently (docs/decisions: the test split).
 */
function postgresStage() {
  return vitest('api', {
    title: 'api tests on PostgreSQL',
    report: 'api-postgres',
    env: {
      TEST_DATABASE_URL: postgresUrl,
      FUZZ_RUNS: process.env.POSTGRES_FUZZ_RUNS ?? '10',
    },
  });
}

let ok = true;
for (const step of steps) {
  if (!(await step())) {
    ok = false;
    break;
  }
}
if (!keptReportDir) rmSync(reportDir, { recursive: true, force: true });
printStageTable();
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);

function printStageTable() {
  const width = Math.max(...stages.map((stage) => stage.title.length), 'stage'.length);
  const total = stages.reduce((sum, stage) => sum + Number(stage.seconds), 0).toFixed(1);
  console.log(`\n${'stage'.padEnd(width)}  ${'seconds'.padStart(8)}`);
  for (const stage of stages) {
    const mark = stage.ok ? '' : '  ✖';
    console.log(`${stage.title.padEnd(width)}  ${stage.seconds.padStart(8)}${mark}`);
  }
  console.log(`${'total'.padEnd(width)}  ${total.padStart(8)}`);
  // Below the total when two stages ran side by side.
  const wall = ((Date.now() - runStartedAt) / 1000).toFixed(1);
  console.log(`${'wall clock'.padEnd(width)}  ${wall.padStart(8)}`);
}
