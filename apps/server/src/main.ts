import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, readConfig, type Config } from './config';
import { openDatabase } from './db/connection';
import { createQueue } from './jobs/queue';
import { startWorker } from './jobs/worker';
import { createLogger } from './logger';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { keyFromSecret } from './crypto/secret-box';
import { loadOrCreateSecretFile } from './secrets-file';
import { seedDemo, type DemoLogin } from './seed/seed-demo';
import { createServices } from './services';

function printBanner(url: string, demo: DemoLogin | null, outboxDir: string | null) {
  const lines = ['', `  Assay is running at ${url}`, ''];
  if (demo) {
    lines.push(`  Demo login: ${demo.email}`);
    lines.push(
      demo.isNew && demo.password
        ? `  Password:   ${demo.password}   (shown once; also saved in ${demo.credentialsFile})`
        : `  Password:   see ${demo.credentialsFile}`,
    );
    lines.push('');
  }
  if (outboxDir) lines.push(`  Mail is not configured (SMTP_URL): messages are written to ${outboxDir}`, '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function run(config: Config, isWorkerOnly: boolean) {
  const log = createLogger(config.LOG_LEVEL);
  const started = Date.now();
  if (isWorkerOnly && !config.DATABASE_URL) {
    throw new ConfigError(
      'A separate worker needs PostgreSQL (set DATABASE_URL). With the embedded database the worker runs inside `npm start`.',
    );
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', connectionString: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { kind: 'embedded', dataDir: config.DATA_DIR },
  );
  const outboxDir = config.SMTP_URL ? null : path.resolve(config.DATA_DIR, 'outbox');
  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(outboxDir ?? '', config.MAIL_FROM);
  const jwtSecret = config.JWT_SECRET ?? loadOrCreateSecretFile(config.DATA_DIR, 'jwt-secret');
  const secretKey = keyFromSecret(config.SECRET_KEY ?? loadOrCreateSecretFile(config.DATA_DIR, 'secret-key'));
  const queue = createQueue(database, (err) => log.error({ err }, 'job queue error'));
  await queue.start();
  const services = createServices({
    config,
    database,
    mailer,
    queue,
    jwtSecret,
    secretKey,
    onBackgroundError: (err) => log.error({ err }, 'background write failed'),
  });

  const shutdownSteps: Array<() => Promise<void>> = [];
  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    for (const step of shutdownSteps) await step().catch((err: unknown) => log.error({ err }, 'shutdown step failed'));
    // Spans stored in the last moments still become rows of active extraction rules before the database closes.
    await services.extractionRules.flush().catch((err: unknown) => log.error({ err }, 'extraction flush failed'));
    await services.analytics.flush();
    await queue.stop().catch((err: unknown) => log.error({ err }, 'queue stop failed'));
    await database.close().catch((err: unknown) => log.error({ err }, 'database close failed'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.RUN_WORKER || isWorkerOnly) await startWorker(queue, services.jobs, services.jobHandlers);
  if (isWorkerOnly) {
    log.info({ ms: Date.now() - started }, 'worker ready');
    return;
  }

  const demo = config.SEED_DEMO
    ? await seedDemo(services, { email: config.DEMO_EMAIL, password: config.DEMO_PASSWORD, dataDir: config.DATA_DIR })
    : null;
  const { app } = await buildApp({
    config,
    services,
    logger: log,
    isReady: async () => ({
      database: await database.ping().then(
        () => true,
        () => false,
      ),
      queue: queue.isStarted(),
    }),
  });
  shutdownSteps.push(() => app.close());
  await app.listen({ port: config.PORT, host: config.HOST });
  log.info({ ms: Date.now() - started, database: database.kind, worker: config.RUN_WORKER }, 'ready');
  printBanner(config.publicUrl, demo, outboxDir);
}

const isWorkerOnly = process.argv.includes('--worker');
try {
  await run(readConfig(), isWorkerOnly);
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  throw err;
}
