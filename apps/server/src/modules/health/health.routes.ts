import type { FastifyPluginAsync } from 'fastify';

export type ReadinessCheck = () => Promise<{ database: boolean; queue: boolean }>;

/** Liveness says the process answers; readiness says it can serve (database reachable, queue started). */
export const healthRoutes =
  (isReady: ReadinessCheck): FastifyPluginAsync =>
  async (app) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
      const checks = await isReady();
      const ready = checks.database && checks.queue;
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
    });
  };
