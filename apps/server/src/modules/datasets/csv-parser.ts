/**
 * A streaming RFC 4180 CSV parser: text goes in chunk by chunk, records come out as arrays of fields with the
 * line each starts on. Quoted fields may hold delimiters, doubled quotes and line breaks; a UTF-8 BOM at the
 * start is dropped; empty lines are skipped; a record may have any number of fields (the caller checks them).
 * Records end at \n or \r\n, or at \r in a file whose first line break is a lone \r (old Mac exports).
 *
 * Malformed quoting (a quote inside an unquoted field, text after a closing quote, a quote never closed) and
 * records longer than `maxRecordChars` throw a CsvSyntaxError naming the line. Lines without quotes take a fast
 * path (one split per line); that, and no object per field, is what makes it several times faster than
 * csv-parse for imports.
 */

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/** Called with each record's fields and the line it starts on (1-based). */
export type OnCsvRecord = (fields: string[], line: number) => void;

export type CsvParser = {
  /** Parses what it can of `text` (plus what was left over), calling `onRecord` for each complete record. */
  push(text: string, onRecord: OnCsvRecord): void;
  /** Parses the rest at the end of the input. */
  end(onRecord: OnCsvRecord): void;
};

const QUOTE = 34;
const CR = 13;
const LF = 10;

/** How often `char` occurs in text[from, to). */
function countChar(text: string, char: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf(char, from); i !== -1 && i < to; i = text.indexOf(char, i + 1)) n++;
  return n;
}

export function createCsvParser(options: { delimiter: string; maxRecordChars: number }): CsvParser {
  const { delimiter, maxRecordChars } = options;
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n' || delimiter === '\r')
    throw new Error('the CSV delimiter must be one character other than a quote or a line break');
  const delimiterCode = delimiter.charCodeAt(0);
  let buf = '';
  let line = 1;
  let isStart = true;
  /** The record terminator, decided by the first line break seen: '\n' (with an optional '\r' before it) or '\r'. */
  let eol: '\n' | '\r' | null = null;
  /** A quoted record cut off by the chunk end is parsed again only once this much text is buffered (linear time). */
  let retryAt = 0;

  const tooLong = (at: number) =>
    new CsvSyntaxError(`a record is longer than ${maxRecordChars.toLocaleString('en')} characters`, at);

  function parse(isFinal: boolean, onRecord: OnCsvRecord) {
    const len = buf.length;
    if (eol === null) {
      const lf = buf.indexOf('\n');
      const cr = buf.indexOf('\r');
      if (cr !== -1 && (lf === -1 || cr < lf)) {
        if (cr + 1 < len) eol = buf.charCodeAt(cr + 1) === LF ? '\n' : '\r';
        else if (isFinal) eol = '\r';
      } else if (lf !== -1) eol = '\n';
    }
    const term = eol ?? '\n';
    const termCode = term.charCodeAt(0);
    const isLf = term === '\n';
    let pos = 0;
    let nextQuote = -1;
    let incomplete = false;

    /**
     * A record holding quotes, from `start`: its end position (after the terminator), or -1 when the buffer ends
     * before it does.
     */
    const parseQuoted = (start: number): number => {
      const fields: string[] = [];
      let p = start;
      let breaks = 0;
      let recordEnd = -1;
      for (;;) {
        if (p < len && buf.charCodeAt(p) === QUOTE) {
          let value = '';
          let from = p + 1;
          for (;;) {
            const q = buf.indexOf('"', from);
            if (q === -1 || (q + 1 >= len && !isFinal)) {
              if (isFinal) throw new CsvSyntaxError('a quoted field is not closed before the end of the file', line);
              return -1;
            }
            if (buf.charCodeAt(q + 1) === QUOTE) {
              value += buf.slice(from, q + 1);
              from = q + 2;
              continue;
            }
            value += buf.slice(from, q);
            breaks += countChar(buf, term, p + 1, q);
            p = q + 1;
            break;
          }
          fields.push(value);
          if (p >= len) return isFinal ? finish(len) : -1;
          const c = buf.charCodeAt(p);
          if (c === delimiterCode) {
            p++;
            continue;
          }
          if (c === termCode) return finish(p + 1);
          if (isLf && c === CR) {
            if (p + 1 >= len) return isFinal ? finish(len) : -1;
            if (buf.charCodeAt(p + 1) === LF) return finish(p + 2);
          }
          throw new CsvSyntaxError(
            `after a closing quote only "${delimiter}" or the end of the line may follow, found ${JSON.stringify(buf[p])}` +
              ' (quotes inside a quoted field are written twice: "")',
            line + breaks,
          );
        }
        if (recordEnd < p) {
          recordEnd = buf.indexOf(term, p);
          if (recordEnd === -1) {
            if (!isFinal) return -1;
            recordEnd = len;
          }
        }
        const d = buf.indexOf(delimiter, p);
        const stop = d !== -1 && d < recordEnd ? d : recordEnd;
        const fieldEnd = stop === recordEnd && isLf && stop > p && buf.charCodeAt(stop - 1) === CR ? stop - 1 : stop;
        const text = buf.slice(p, fieldEnd);
        if (text.includes('"'))
          throw new CsvSyntaxError(
            `field ${fields.length + 1} has a quote but does not start with one; put the whole field in quotes and write each quote inside it twice ("")`,
            line + breaks,
          );
        fields.push(text);
        if (stop === recordEnd) return finish(recordEnd + 1);
        p = stop + 1;
      }

      function finish(next: number) {
        if (next - start > maxRecordChars) throw tooLong(line);
        onRecord(fields, line);
        line += breaks + 1;
        return next;
      }
    };

    while (pos < len) {
      let end = buf.indexOf(term, pos);
      if (end === -1) {
        if (!isFinal) break;
        end = len;
      }
      if (nextQuote < pos && nextQuote !== Infinity) {
        const q = buf.indexOf('"', pos);
        nextQuote = q === -1 ? Infinity : q;
      }
      if (nextQuote > end) {
        const stop = isLf && end > pos && buf.charCodeAt(end - 1) === CR ? end - 1 : end;
        if (stop - pos > maxRecordChars) throw tooLong(line);
        if (stop > pos) onRecord(buf.slice(pos, stop).split(delimiter), line);
        line++;
        pos = end + 1;
        continue;
      }
      const next = parseQuoted(pos);
      if (next === -1) {
        incomplete = true;
        break;
      }
      pos = next;
    }
    buf = pos >= len ? '' : buf.slice(pos);
    if (buf.length > maxRecordChars) throw tooLong(line);
    retryAt = incomplete ? buf.length * 2 : 0;
  }

  return {
    push(text, onRecord) {
      if (isStart && text.length > 0) {
        isStart = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      buf = buf.length === 0 ? text : buf + text;
      if (buf.length >= retryAt) parse(false, onRecord);
    },
    end(onRecord) {
      parse(true, onRecord);
      buf = '';
    },
  };
}
