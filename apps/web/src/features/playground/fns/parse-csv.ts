/**
 * Parses CSV text (RFC 4180): quoted fields may hold commas, newlines and doubled quotes; CRLF, LF
 * and CR end records; a leading byte-order mark is dropped. Blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let isQuoted = false;
  let hasContent = false;

  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (hasContent) records.push(record);
    record = [];
    hasContent = false;
  };

  for (let index = 0; index < input.length; index++) {
    const char = input[index];
    if (isQuoted) {
      if (char === '"' && input[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        isQuoted = false;
      } else {
        field += char;
      }
      continue;
    }
    if (char === '"') {
      isQuoted = true;
      hasContent = true;
    } else if (char === ',') {
      endField();
      hasContent = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[index + 1] === '\n') index++;
      endRecord();
    } else {
      field += char;
      hasContent = true;
    }
  }
  if (field !== '' || record.length > 0 || hasContent) endRecord();
  return records;
}
