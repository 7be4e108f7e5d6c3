import type { PromptTemplate } from '@assay/shared/contracts/prompts';

/**
 * The text two versions are compared by: the model, then each message under a heading naming its
 * position and role, so a role change or a reordered message shows up as a changed line.
 */
export function toVersionLines(template: Pick<PromptTemplate, 'textFields' | 'modelSpecs'>): string[] {
  const lines = [`Model: ${template.modelSpecs.model || '(none)'}`];
  template.textFields.forEach((message, index) => {
    lines.push('', `— Message ${index + 1} (${message.role}) —`, ...message.content.split(/\r\n|\r|\n/));
  });
  return lines;
}
