import { useState } from 'react';
import { storage } from '@/lib/storage';
import { readSpanColumns, type SpanColumnId, writeSpanColumns } from '../fns/span-columns';

/** The span table's chosen columns for this project, kept in local storage under `spanpersistData`. */
export function useSpanColumns(projectId: string) {
  const [columns, setColumnsState] = useState<SpanColumnId[]>(() =>
    readSpanColumns(storage.getJson('spanpersistData'), projectId),
  );
  const setColumns = (next: SpanColumnId[]) => {
    setColumnsState(next);
    try {
      storage.setJson('spanpersistData', writeSpanColumns(storage.getJson('spanpersistData'), projectId, next));
    } catch {
      // Storage full or blocked: the choice still holds for this visit.
    }
  };
  return [columns, setColumns] as const;
}
