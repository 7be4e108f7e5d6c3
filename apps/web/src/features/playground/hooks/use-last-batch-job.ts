import { useCallback, useState } from 'react';

export type LastBatchJob = { jobId: string; rowCount: number };

const keyOf = (promptId: string) => `assay.playground.batch-job.${promptId}`;

function readJob(promptId: string): LastBatchJob | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(promptId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LastBatchJob>;
    return typeof parsed.jobId === 'string' && typeof parsed.rowCount === 'number'
      ? { jobId: parsed.jobId, rowCount: parsed.rowCount }
      : null;
  } catch {
    return null;
  }
}

/** The prompt's last batch job, kept for the browser tab so its results survive a reload. */
export function useLastBatchJob(promptId: string): [LastBatchJob | null, (job: LastBatchJob) => void] {
  const [state, setState] = useState(() => ({ promptId, job: readJob(promptId) }));
  // Another prompt opened in the same screen: show its own last job, not the previous prompt's.
  const job = state.promptId === promptId ? state.job : readJob(promptId);

  const setJob = useCallback(
    (next: LastBatchJob) => {
      try {
        window.sessionStorage.setItem(keyOf(promptId), JSON.stringify(next));
      } catch {
        // Storage full or blocked: the job still shows until the page is left.
      }
      setState({ promptId, job: next });
    },
    [promptId],
  );
  return [job, setJob];
}
