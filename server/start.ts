import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from '#server/config';

/** `npm start`: builds the portal when the build is missing or older than its sources, then serves. */
const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist', 'index.html');
const sources = [
  'src',
  'sw',
  'public',
  'build',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    // Generated files change on every build; they must not make the build look stale.
    if (entry === 'routeTree.gen.ts' || entry === 'messages.ts') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > builtAt);
}

// Before the build: a configuration the server would refuse should not cost a build first.
const config = loadConfigOrExit();

if (process.env.SKIP_BUILD !== 'true' && buildIsStale()) {
  console.log('Building the portal…');
  // Always a production build: a NODE_ENV inherited from a test runner would give development React.
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('The portal build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

const { startServer } = await import('#server/main');
await startServer(config);
