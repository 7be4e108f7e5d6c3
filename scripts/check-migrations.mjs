// Fails when apps/server/src/db/schema.ts has changes that no migration carries (run `npm run db:generate`).
import { execSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';

const dir = 'apps/server/src/db/migrations';
const before = new Set(readdirSync(dir));
const out = execSync('npx drizzle-kit generate --config apps/server/drizzle.config.ts --name drift', {
  encoding: 'utf8',
});
const added = readdirSync(dir).filter((f) => !before.has(f));
if (added.length > 0) {
  for (const f of added) rmSync(`${dir}/${f}`);
  execSync(`git checkout -- ${dir}/meta`);
  console.error('The database schema changed without a migration: run `npm run db:generate` and commit the result.');
  process.exit(1);
}
if (!/No schema changes/.test(out)) console.log(out.trim());
console.log('migrations: up to date with the schema');
