import type { LocalModelsStatus } from '@assay/shared/contracts/providers';

/**
 * The model picker's line about local GGUF models: how to install the runtime when there are models it cannot
 * run, where to put a .gguf file when nothing can be picked yet, else nothing.
 */
export function localModelsNote(status: LocalModelsStatus | undefined, hasNoProviders: boolean): string | null {
  if (!status) return null;
  if (!status.runtimeInstalled && status.models.length > 0) return status.hint;
  if (hasNoProviders) return `For a local model, put a .gguf file in ${status.modelsDir} on the server.`;
  return null;
}
