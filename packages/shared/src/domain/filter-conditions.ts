/**
 * Column filters for keyset-paged tables, carried in query strings as `where[<column>]=<op>:<operand>`.
 * The web builds them into a filter object for toQueryString; the server reads them back with parseWhere.
 */
export const FILTER_OPS = ['eq', 'neq', 'contains', 'gt', 'gte', 'lt', 'lte', 'empty', 'notEmpty'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export type FilterCondition = { column: string; op: FilterOp; value: string };

const OPS_WITHOUT_OPERAND: ReadonlySet<FilterOp> = new Set(['empty', 'notEmpty']);
const WHERE_KEY = /^where\[(.+)\]$/;

export function isFilterOp(value: string): value is FilterOp {
  return (FILTER_OPS as readonly string[]).includes(value);
}

export function needsOperand(op: FilterOp): boolean {
  return !OPS_WITHOUT_OPERAND.has(op);
}

/** The query-param entries for a list of conditions; conditions missing a needed operand are left out. */
export function toWhereParams(conditions: readonly FilterCondition[]): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  for (const { column, op, value } of conditions) {
    if (needsOperand(op) && value.trim() === '') continue;
    const key = `where[${column}]`;
    (params[key] ??= []).push(needsOperand(op) ? `${op}:${value}` : op);
  }
  return params;
}

export type ParsedWhere = { conditions: FilterCondition[]; errors: Record<string, string[]> };

/** Reads every `where[...]` key of a parsed query string; unknown operators become field errors. */
export function parseWhere(query: Readonly<Record<string, unknown>>): ParsedWhere {
  const conditions: FilterCondition[] = [];
  const errors: Record<string, string[]> = {};
  for (const [key, raw] of Object.entries(query)) {
    const column = WHERE_KEY.exec(key)?.[1];
    if (column === undefined) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    for (const entry of values) {
      const text = String(entry);
      const colon = text.indexOf(':');
      const op = colon === -1 ? text : text.slice(0, colon);
      const value = colon === -1 ? '' : text.slice(colon + 1);
      if (!isFilterOp(op)) {
        (errors[key] ??= []).push(`Unknown filter "${op}"; use one of ${FILTER_OPS.join(', ')}`);
        continue;
      }
      if (needsOperand(op) && colon === -1) {
        (errors[key] ??= []).push(`Filter "${op}" needs a value, as ${op}:<value>`);
        continue;
      }
      conditions.push({ column, op, value });
    }
  }
  return { conditions, errors };
}
