// Browser tests: a fresh data directory, the real server (`npm start` path), Chromium through Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const chrome = process.env.CHROME_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
if (!chrome) {
  console.error('Browser tests need Chromium: install it (Debian: apt-get install chromium) or set CHROME_PATH.');
  process.exit(1);
}
rmSync('.test-data/e2e', { recursive: true, force: true });
const reporters = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? 'list,json' : 'list';
const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', `--reporter=${reporters}`, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome },
  },
);
process.exit(result.status ?? 1);
