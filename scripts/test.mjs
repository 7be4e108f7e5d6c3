// `npm test`: every suite (domain and server tests on the embedded database, then the browser tests),
// each writing a JSON report to test-results/, then one summary line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const suites = [
  [
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest-embedded.json`],
  ],
  ['node', ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: path.resolve(results, 'browser.json') }],
];
let failed = 0;
for (const [cmd, args, env] of suites) if (run(cmd, args, env) !== 0) failed += 1;
const summary = run('node', ['scripts/summarize-tests.mjs', results]);
process.exit(failed > 0 || summary !== 0 ? 1 : 0);
