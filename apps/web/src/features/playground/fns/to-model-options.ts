import type { Provider } from '@assay/shared/contracts/providers';

export type ModelOption = { value: string; label: string };
export type ModelOptionGroup = { group: string; items: ModelOption[] };

export const UNAVAILABLE_MODELS_GROUP = 'Not available';

/**
 * Select options grouped by provider; model ids are `provider/model`. A model a version or draft
 * names that no provider offers any more stays listed, marked, so the picker never shows blank.
 */
export function toModelOptions(providers: readonly Provider[], currentModel: string): ModelOptionGroup[] {
  const groups = providers
    .filter((provider) => provider.models.length > 0)
    .map((provider) => ({
      group: provider.label,
      items: provider.models.map((model) => ({ value: `${provider.provider}/${model}`, label: model })),
    }));
  const isOffered = groups.some((group) => group.items.some((item) => item.value === currentModel));
  if (currentModel !== '' && !isOffered) {
    groups.push({
      group: UNAVAILABLE_MODELS_GROUP,
      items: [{ value: currentModel, label: `${currentModel} (no credential)` }],
    });
  }
  return groups;
}
