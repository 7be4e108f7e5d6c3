import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { modelPrices, providerModels } from '../../db/schema';

export function createProvidersRepo(db: Db) {
  return {
    listCustomModels: (orgId: string) =>
      db
        .select({ provider: providerModels.provider, model: providerModels.model })
        .from(providerModels)
        .where(eq(providerModels.orgId, orgId))
        .orderBy(asc(providerModels.model)),
    async addCustomModel(orgId: string, provider: string, model: string) {
      await db.insert(providerModels).values({ orgId, provider, model }).onConflictDoNothing();
    },
    async removeCustomModel(orgId: string, provider: string, model: string): Promise<boolean> {
      const rows = await db
        .delete(providerModels)
        .where(
          and(eq(providerModels.orgId, orgId), eq(providerModels.provider, provider), eq(providerModels.model, model)),
        )
        .returning({ id: providerModels.id });
      return rows.length > 0;
    },
    listPrices: (orgId: string) => db.select().from(modelPrices).where(eq(modelPrices.orgId, orgId)),
    async upsertPrice(orgId: string, model: string, inputPerMillion: number, outputPerMillion: number) {
      await db
        .insert(modelPrices)
        .values({ orgId, model, inputPerMillion, outputPerMillion })
        .onConflictDoUpdate({
          target: [modelPrices.orgId, modelPrices.model],
          set: { inputPerMillion, outputPerMillion, updatedAt: new Date() },
        });
    },
  };
}

export type ProvidersRepo = ReturnType<typeof createProvidersRepo>;
