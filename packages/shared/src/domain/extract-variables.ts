import { z } from 'zod';

// Braces are excluded from the name so `{{{a}}}` yields `a` instead of `{a`.
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

export const VariableSpecSchema = z.object({
  name: z.string(),
  type: z.literal('string'),
  schema: z.literal('query'),
  value: z.string(),
});
export type VariableSpec = z.infer<typeof VariableSpecSchema>;

/** Unique placeholder names in first-seen order; `{{ name }}` and `{{name}}` are the same variable. */
export function extractVariables(contents: readonly string[] | string): string[] {
  const list = typeof contents === 'string' ? [contents] : contents;
  const seen = new Set<string>();
  for (const content of list) {
    for (const match of content.matchAll(PLACEHOLDER)) {
      const name = (match[1] ?? '').trim();
      if (name !== '') seen.add(name);
    }
  }
  return [...seen];
}

/**
 * Rebuilding the list on every edit must not wipe what the user already typed,
 * so values survive for names that are still present.
 */
export function toVariableSpecs(names: readonly string[], previous: readonly VariableSpec[] = []): VariableSpec[] {
  const previousValues = new Map(previous.map((spec) => [spec.name, spec.value]));
  return names.map((name) => ({
    name,
    type: 'string',
    schema: 'query',
    value: previousValues.get(name) ?? '',
  }));
}

/** Unknown placeholders are left intact so a missing value stays visible rather than vanishing. */
export function renderTemplate(content: string, values: Readonly<Record<string, string>>): string {
  return content.replace(PLACEHOLDER, (whole, raw: string) => {
    const name = raw.trim();
    return Object.hasOwn(values, name) ? (values[name] ?? whole) : whole;
  });
}
