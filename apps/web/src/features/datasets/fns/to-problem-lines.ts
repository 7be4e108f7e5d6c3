/**
 * Splits an import failure message into its summary and its per-line problems
 * ("…: line 2: Not valid JSON; line 7: …"), so the report can be shown as a list. A message without
 * per-line problems comes back whole as the summary.
 */
export function toProblemLines(message: string): { summary: string; lines: string[] } {
  const first = message.search(/\bline \d+:/i);
  if (first === -1) return { summary: message, lines: [] };
  const summary = message.slice(0, first).trim().replace(/[:;]$/, '').trim();
  const lines = message
    .slice(first)
    .split(/;\s*(?=line \d+:|and \d+ more)/i)
    .map((line) => line.trim())
    .filter(Boolean);
  return { summary, lines };
}
