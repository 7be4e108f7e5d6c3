import type { Draft } from './draft-snapshot';
import type { PromptVersion } from '@assay/shared/contracts/prompts';
import { isDraftNewer, parseDraftSnapshot } from './draft-snapshot';
import type { PlaygroundStoreAction } from './playground-store-reducer';

/** The version a prompt opens on: its default, else the newest (versions come newest first). */
export function openingVersion(versions: readonly PromptVersion[]): PromptVersion | null {
  return versions.find((version) => version.isDefault) ?? versions[0] ?? null;
}

/**
 * What opening a prompt does once its versions and the caller's draft are in: the version list,
 * then the saved draft when it is newer than the version the prompt opens on (unsaved work
 * survives a reload or a crash), else that version in the first column.
 */
export function toOpeningActions(
  versions: PromptVersion[],
  draft: Draft | null,
  firstColumnId: string,
): PlaygroundStoreAction[] {
  const actions: PlaygroundStoreAction[] = [{ type: 'versions-loaded', versions }];
  const version = openingVersion(versions);
  const snapshot = draft ? parseDraftSnapshot(draft.state) : null;
  if (draft && snapshot && isDraftNewer(draft.updatedAt, version)) {
    actions.push({ type: 'draft-restored', snapshot });
  } else if (version) {
    actions.push({ type: 'version-selected', columnId: firstColumnId, version });
  }
  return actions;
}
