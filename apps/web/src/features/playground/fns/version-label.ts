import type { PromptVersion } from '@assay/shared/contracts/prompts';

/** `v3 · Shorter system prompt (default)`; an unnamed version is stored as `v3` and shown once. */
export function versionLabel(version: Pick<PromptVersion, 'version' | 'name' | 'isDefault'>): string {
  const number = `v${version.version}`;
  const name = version.name.trim();
  return `${number}${name && name !== number ? ` · ${name}` : ''}${version.isDefault ? ' (default)' : ''}`;
}
