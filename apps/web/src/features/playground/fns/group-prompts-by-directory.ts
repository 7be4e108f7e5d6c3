import type { Prompt } from '@assay/shared/contracts/prompts';

export type PromptGroup<P> = { directory: string | null; prompts: P[] };

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Top-level prompts first, then one group per folder path in alphabetical order; names sorted within. */
export function groupPromptsByDirectory<P extends Pick<Prompt, 'name' | 'directory'>>(
  prompts: readonly P[],
): PromptGroup<P>[] {
  const groups = new Map<string | null, P[]>();
  for (const prompt of prompts) {
    const directory = prompt.directory?.trim() || null;
    groups.set(directory, [...(groups.get(directory) ?? []), prompt]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b)))
    .map(([directory, list]) => ({ directory, prompts: [...list].sort(byName) }));
}
