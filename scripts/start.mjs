// `npm start` / `npm run worker`: build what is missing or older than its sources (the web app, the server
// bundle), then run the server. Bundling the server once keeps start-up free of on-the-fly TypeScript.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWorker = process.argv.includes('--worker');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const isStale = (output, sources) =>
  !existsSync(output) || sources.some((s) => newestMtime(path.join(root, s)) > statSync(output).mtimeMs);

const webIndex = path.join(root, 'apps/web/dist/index.html');
if (
  !isWorker &&
  !process.env.WEB_DIST_DIR &&
  isStale(webIndex, ['apps/web/src', 'apps/web/index.html', 'packages/shared/src'])
) {
  process.stdout.write('Building the web app (first start or sources changed)…\n');
  execSync('npm run build -w @assay/web', { cwd: root, stdio: 'inherit' });
}

const serverBundle = path.join(root, 'apps/server/dist/main.mjs');
if (isStale(serverBundle, ['apps/server/src', 'packages/shared/src', 'package.json'])) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@assay/shared': path.join(root, 'packages/shared/src') },
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(root, 'apps/server/dist/migrations'), {
    recursive: true,
  });
}

process.setSourceMapsEnabled(true);
process.chdir(root);
await import(pathToFileURL(serverBundle).href);
