export type DiffLine = { kind: 'same' | 'removed' | 'added'; text: string };

// Above this many table cells the middle is shown as replaced wholesale rather than aligned,
// so comparing two very long prompts cannot freeze the tab.
const MAX_CELLS = 4_000_000;

/**
 * A line diff of `before` against `after` by longest common subsequence. Lines shared at the start
 * and the end are matched first, so the table only covers the part that changed. Where a change
 * could be reported in several orders, removals come before additions.
 */
export function diffLines(before: readonly string[], after: readonly string[]): DiffLine[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }

  const head = before.slice(0, start).map((text): DiffLine => ({ kind: 'same', text }));
  const tail = before.slice(endBefore).map((text): DiffLine => ({ kind: 'same', text }));
  const a = before.slice(start, endBefore);
  const b = after.slice(start, endAfter);
  return [...head, ...diffMiddle(a, b), ...tail];
}

function diffMiddle(a: readonly string[], b: readonly string[]): DiffLine[] {
  const removed = (text: string): DiffLine => ({ kind: 'removed', text });
  const added = (text: string): DiffLine => ({ kind: 'added', text });
  if (a.length === 0 || b.length === 0 || (a.length + 1) * (b.length + 1) > MAX_CELLS) {
    return [...a.map(removed), ...b.map(added)];
  }

  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
    }
  }

  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const left = a[i] ?? '';
    const right = b[j] ?? '';
    if (left === right) {
      out.push({ kind: 'same', text: left });
      i++;
      j++;
    } else if ((lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0)) {
      out.push(removed(left));
      i++;
    } else {
      out.push(added(right));
      j++;
    }
  }
  while (i < a.length) out.push(removed(a[i++] ?? ''));
  while (j < b.length) out.push(added(b[j++] ?? ''));
  return out;
}
