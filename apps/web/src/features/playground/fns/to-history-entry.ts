import type { ExecutionDoc } from '@assay/shared/contracts/prompt-management';
import { TextFieldRoleSchema, type TextField } from '@assay/shared/contracts/prompts';

export type HistoryEntry = {
  messages: TextField[];
  variables: Record<string, string>;
  model: string;
  parameters: Record<string, unknown>;
};

function toVariables(value: unknown): Record<string, string> {
  if (Array.isArray(value)) {
    return Object.fromEntries(
      value.flatMap((spec: unknown) => {
        if (typeof spec !== 'object' || spec === null) return [];
        const { name, value: specValue } = spec as { name?: unknown; value?: unknown };
        return typeof name === 'string' ? [[name, typeof specValue === 'string' ? specValue : '']] : [];
      }),
    );
  }
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).flatMap(([name, v]) => (typeof v === 'string' ? [[name, v]] : [])));
}

/**
 * What a past run puts back into a column: the messages as written (with their {{placeholders}}) and the
 * variable values that run used, so running it again sends the same text.
 */
export function toHistoryEntry(doc: ExecutionDoc): HistoryEntry {
  const messages = doc.templateMessages.map((message) => {
    const role = TextFieldRoleSchema.safeParse(message.role);
    return { role: role.success ? role.data : 'user', content: message.content };
  });
  return {
    messages: messages.length > 0 ? messages : [{ role: 'system', content: '' }],
    variables: toVariables(doc.variables),
    model: doc.model,
    parameters: doc.parameters,
  };
}
