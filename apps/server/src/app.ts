import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { installAccessHook, type RegisteredRoute } from './http/access-hook';
import { installErrorHandler } from './http/error-handler';
import { redactUrl } from './http/redact-url';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { ingestRoutes } from './modules/traces/ingest.routes';
import { tracesRoutes } from './modules/traces/traces.routes';
import { extractionRulesRoutes } from './modules/extraction-rules/extraction-rules.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { credentialsRoutes } from './modules/credentials/credentials.routes';
import { configurationRoutes } from './modules/configuration/configuration.routes';
import { buildFrontendConfiguration } from './modules/configuration/frontend-configuration';
import { healthRoutes, type ReadinessCheck } from './modules/health/health.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { promptsRoutes } from './modules/prompts/prompts.routes';
import { providersRoutes } from './modules/providers/providers.routes';
import { usersRoutes } from './modules/users/users.routes';
import { datasetsRoutes } from './modules/datasets/datasets.routes';
import { datasetUploadsRoutes } from './modules/datasets/dataset-uploads.routes';
import { snapshotsRoutes } from './modules/snapshots/snapshots.routes';
import type { Services } from './services';
import { APP_VERSION } from './version';

export type AppOptions = {
  config: Config;
  services: Services;
  isReady: ReadinessCheck;
  /** A pino logger; tests leave it out and get no request logging. */
  logger?: FastifyBaseLogger;
};

export type App = { app: FastifyInstance; routes: RegisteredRoute[] };

/** Builds the HTTP app from the modules. Tests build it too and call it in-process. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, services } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 10 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RegisteredRoute[] = [];
  installErrorHandler(app);
  installAccessHook(
    app,
    {
      auth: services.auth,
      lookupProjectAccess: services.projects.lookupAccess,
      lookupApiKey: (key) => services.apiKeys.authenticate(key),
    },
    routes,
  );

  app.addHook('onSend', async (_req, reply) => {
    // Time spent in the server, so a client can tell it apart from the network (W3C Server-Timing).
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
  });
  // Loaded local GGUF models hold native memory: unload them with the server.
  app.addHook('onClose', async () => services.localModels.dispose());

  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      success: false,
      message: `Too many attempts. Try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
      data: null,
    }),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Assay API', version: APP_VERSION, description: 'Every response is { success, message, data }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes(options.isReady));
  await app.register(
    configurationRoutes(buildFrontendConfiguration(config, APP_VERSION), services.credentials.kindsConfigured),
  );
  await app.register(authRoutes(services.auth, { perMinute: config.AUTH_RATE_LIMIT_PER_MINUTE }));
  await app.register(usersRoutes(services.users));
  await app.register(projectsRoutes(services.projects));
  await app.register(activityRoutes(services.activity));
  await app.register(jobsRoutes(services.jobs));
  await app.register(credentialsRoutes(services.credentials));
  await app.register(providersRoutes(services.providers));
  await app.register(promptsRoutes(services.prompts, services.providers));
  await app.register(analyticsRoutes(services.analytics));
  await app.register(apiKeysRoutes(services.apiKeys));
  await app.register(ingestRoutes(services.traces));
  await app.register(tracesRoutes(services.traces));
  await app.register(extractionRulesRoutes(services.extractionRules));
  await app.register(datasetsRoutes(services.datasets));
  await app.register(datasetUploadsRoutes(services.datasets));
  await app.register(snapshotsRoutes(services.snapshots));

  const webRoot = path.resolve(config.WEB_DIST_DIR);
  const indexFile = path.join(webRoot, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: true,
      index: false,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Browser navigations to app routes get the web app; everything else gets a JSON 404.
  app.setNotFoundHandler((req, reply) => {
    const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (wantsHtml && hasWeb) return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot);
    return reply
      .status(404)
      .send({ success: false, message: `No such endpoint: ${req.method} ${redactUrl(req.url)}`, data: null });
  });

  await app.ready();
  return { app, routes };
}
