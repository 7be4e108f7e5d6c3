// `npm start` / `npm run worker`: build the web app if it is missing or older than its sources, then run the server.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWorker = process.argv.includes('--worker');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  const index = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = ['apps/web/src', 'apps/web/index.html', 'packages/shared/src'].map((p) => path.join(root, p));
  return sources.some(
    (s) => existsSync(s) && (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs) > built,
  );
}

if (!isWorker && !process.env.WEB_DIST_DIR && webIsStale()) {
  process.stdout.write('Building the web app (first start or sources changed)…\n');
  execSync('npm run build -w @assay/web', { cwd: root, stdio: 'inherit' });
}

process.chdir(root);
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
