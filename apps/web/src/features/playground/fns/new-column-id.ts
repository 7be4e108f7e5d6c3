let counter = 0;

/** Column ids only need to be unique within one page; they also survive in saved drafts. */
export function newColumnId(): string {
  counter += 1;
  return `column-${Date.now().toString(36)}-${counter}`;
}
