// Sums the JSON reports in test-results/ into one closing line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? 'test-results');
let passed = 0;
let failed = 0;
const lines = [];
for (const file of existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  let p = 0;
  let f = 0;
  if (typeof report.numPassedTests === 'number') {
    p = report.numPassedTests;
    f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    if (report.success === false && f === 0) f = 1; // a suite that crashed before its tests ran
  } else if (report.stats) {
    p = report.stats.expected + (report.stats.flaky ?? 0);
    f = report.stats.unexpected + (report.errors?.length ?? 0);
  }
  passed += p;
  failed += f;
  lines.push(`  ${file.replace(/\.json$/, '')}: ${p} passed, ${f} failed`);
}
console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
