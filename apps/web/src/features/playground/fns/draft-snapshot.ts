import {
  ModelParameterSchema,
  ResponseFormatSchema,
  TextFieldSchema,
  ToolDefinitionSchema,
  VariableSpecSchema,
} from '@assay/shared/contracts/prompts';
import type { PlaygroundState } from '@assay/shared/domain/playground-state';
import { z } from 'zod';

const DRAFT_FORMAT = 1;

const DraftColumnSchema = z.object({
  id: z.string().min(1),
  messages: z.array(TextFieldSchema),
  selectedModel: z.string(),
  modelParams: z.array(ModelParameterSchema),
  isDraft: z.boolean(),
  selectedVersionId: z.string().nullable(),
  dpId: z.string().nullable(),
  response: z.string().nullable(),
  tools: z.array(ToolDefinitionSchema).optional(),
  responseFormat: ResponseFormatSchema.optional(),
});

const DraftSnapshotSchema = z.object({
  format: z.literal(DRAFT_FORMAT),
  columns: z.array(DraftColumnSchema).min(1),
  variables: z.array(VariableSpecSchema),
  savedEvals: z.array(z.unknown()),
});

/** A draft as the server returns it. */
export type Draft = { state: unknown; updatedAt: string };

/** What a server-side draft holds: the work on screen, without loading flags, errors or the version list. */
export type DraftSnapshot = z.infer<typeof DraftSnapshotSchema>;

export function toDraftSnapshot(state: Pick<PlaygroundState, 'columns' | 'variables' | 'savedEvals'>): DraftSnapshot {
  return {
    format: DRAFT_FORMAT,
    columns: state.columns.map((column) => ({
      id: column.id,
      messages: column.messages,
      selectedModel: column.selectedModel,
      modelParams: column.modelParams,
      isDraft: column.isDraft,
      selectedVersionId: column.selectedVersionId,
      dpId: column.dpId,
      response: column.response,
      ...(column.tools ? { tools: column.tools } : {}),
      ...(column.responseFormat ? { responseFormat: column.responseFormat } : {}),
    })),
    variables: state.variables,
    savedEvals: state.savedEvals,
  };
}

/** A stored draft, or null when it is missing or was written in a shape this version cannot read. */
export function parseDraftSnapshot(value: unknown): DraftSnapshot | null {
  const parsed = DraftSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Whether opening a prompt shows the saved draft instead of the version it would open on: only a
 * draft written after that version was committed holds newer work.
 */
export function isDraftNewer(draftUpdatedAt: string, version: { createdAt: string } | null): boolean {
  if (!version) return true;
  const draftTime = Date.parse(draftUpdatedAt);
  const versionTime = Date.parse(version.createdAt);
  if (Number.isNaN(draftTime)) return false;
  return Number.isNaN(versionTime) || draftTime > versionTime;
}

/** Compares the work two states hold, ignoring flags that change without the work changing. */
export function draftKey(state: Pick<PlaygroundState, 'columns' | 'variables' | 'savedEvals'>): string {
  const snapshot = toDraftSnapshot(state);
  return JSON.stringify({ ...snapshot, columns: snapshot.columns.map(({ isDraft: _isDraft, ...rest }) => rest) });
}
