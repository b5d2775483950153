#!/usr/bin/env node
// `npm test`: lint, layer boundaries, translations, build, typecheck, then the unit, API and browser suites, in the
// order a failure is cheapest to find. Stops at the first failing step; prints one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// TEST_REPORT_DIR keeps each suite's JSON report (per-file durations) after the run.
const keptReportDir = process.env.TEST_REPORT_DIR;
const reportDir = keptReportDir || mkdtempSync(join(tmpdir(), 'sfa-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each stage's title, seconds and outcome, printed as one table at the end. */
const stages = [];

function run(title, command, args, env = {}) {
  const startedAt = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  stages.push({ title, seconds, ok: result.status === 0 });
  if (result.status !== 0) {
    console.log(`✖ ${title} failed after ${seconds} s`);
    return false;
  }
  console.log(`✔ ${title} (${seconds} s)`);
  return true;
}

function vitest(project) {
  const outputFile = join(reportDir, `${project}.json`);
  const ok = run(`${project} tests`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ]);
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
  () => vitest('unit'),
  () => vitest('api'),
  () => vitest('e2e'),
];

let ok = true;
for (const step of steps) {
  if (!step()) {
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
}
