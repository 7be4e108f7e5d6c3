import {
  ListModelsRequestSchema,
  ListModelsResponseSchema,
  ListProvidersResponseSchema,
  ModelParametersRequestSchema,
  ModelParametersResponseSchema,
  ModelPriceSchema,
  ProviderModelRequestSchema,
  UpdateModelPriceRequestSchema,
} from '@assay/shared/contracts/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NoData, ok, replies } from '../../http/envelope';
import { requireUser } from '../../http/request-context';
import { ORG_ADMIN, SIGNED_IN } from '../../http/route-access';
import type { ProvidersService } from './providers.service';

const tags = ['providers'];

export const providersRoutes =
  (providers: ProvidersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/playground/providers',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Providers with a credential (and local GGUF models), their models, and the local models status',
          response: replies(ListProvidersResponseSchema),
        },
      },
      async (req) => {
        const [content, local] = await Promise.all([providers.list(requireUser(req).orgId), providers.localStatus()]);
        return ok({ content, local });
      },
    );
    app.post(
      '/playground/providers/models',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Add a model to a provider',
          body: ProviderModelRequestSchema,
          response: replies(NoData),
        },
      },
      async (req) => {
        await providers.addModel(requireUser(req).orgId, req.body.provider, req.body.model);
        return ok(null, `Added ${req.body.provider}/${req.body.model}`);
      },
    );
    app.delete(
      '/playground/providers/models',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Remove a model you added',
          body: ProviderModelRequestSchema,
          response: replies(NoData),
        },
      },
      async (req) => {
        await providers.removeModel(requireUser(req).orgId, req.body.provider, req.body.model);
        return ok(null, `Removed ${req.body.provider}/${req.body.model}`);
      },
    );
    app.post(
      '/playground/providers/models/list',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: "A provider's models",
          body: ListModelsRequestSchema,
          response: replies(ListModelsResponseSchema),
        },
      },
      async (req) =>
        ok({
          provider: req.body.provider,
          models: await providers.listModels(requireUser(req).orgId, req.body.provider),
        }),
    );
    app.post(
      '/playground/providers/models/parameters/list',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: "A model's parameters (name, value, type, range)",
          body: ModelParametersRequestSchema,
          response: replies(ModelParametersResponseSchema),
        },
      },
      async (req) =>
        ok({ model: req.body.model, parameters: await providers.parameters(requireUser(req).orgId, req.body.model) }),
    );
    app.get(
      '/playground/providers/prices',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Price per million tokens by model',
          response: replies(z.object({ content: z.array(ModelPriceSchema) })),
        },
      },
      async (req) => ok({ content: await providers.listPrices(requireUser(req).orgId) }),
    );
    app.put(
      '/playground/providers/prices',
      {
        config: { access: ORG_ADMIN },
        schema: {
          tags,
          summary: "Set a model's price",
          body: UpdateModelPriceRequestSchema,
          response: replies(NoData),
        },
      },
      async (req) => {
        await providers.updatePrice(
          requireUser(req).orgId,
          req.body.model,
          req.body.inputPerMillion,
          req.body.outputPerMillion,
        );
        return ok(null, 'Price saved');
      },
    );
  };
