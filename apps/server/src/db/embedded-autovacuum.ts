import type { SqlExecutor } from './connection';

type TableStats = {
  schemaname: string;
  relname: string;
  n_live_tup: number;
  n_dead_tup: number;
  n_mod_since_analyze: number;
};

/**
 * PGlite runs no autovacuum daemon, so statistics go stale and the planner picks nested loops over
 * thousands of rows. This does what autovacuum would, with its default thresholds: ANALYZE a table once
 * 50 + 10% of its rows changed, VACUUM it once 50 + 20% are dead.
 */
export async function runEmbeddedAutovacuum(sql: SqlExecutor): Promise<string[]> {
  const { rows } = (await sql.executeSql(
    `select schemaname, relname, n_live_tup::int, n_dead_tup::int, n_mod_since_analyze::int
       from pg_stat_user_tables
      where n_mod_since_analyze > 50 + 0.1 * n_live_tup or n_dead_tup > 50 + 0.2 * n_live_tup`,
    [],
  )) as { rows: TableStats[] };
  const done: string[] = [];
  for (const t of rows) {
    const table = `"${t.schemaname.replaceAll('"', '""')}"."${t.relname.replaceAll('"', '""')}"`;
    const needsVacuum = t.n_dead_tup > 50 + 0.2 * t.n_live_tup;
    await sql.executeSql(needsVacuum ? `vacuum (analyze) ${table}` : `analyze ${table}`);
    done.push(`${needsVacuum ? 'vacuum' : 'analyze'} ${t.relname}`);
  }
  return done;
}

export function startEmbeddedAutovacuum(sql: SqlExecutor, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runEmbeddedAutovacuum(sql)
      .catch(() => {})
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
