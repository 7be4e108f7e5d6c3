import {
  ExecutePromptResponseSchema,
  type ExecutePromptRequest,
  type ExecutePromptResponse,
} from '@assay/shared/contracts/prompts';
import { FieldErrorsSchema } from '@assay/shared/contracts/envelope';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { apiStream } from '@/lib/api-stream';

const DeltaSchema = z.object({ text: z.string() });
const StreamErrorSchema = z.object({
  status: z.number(),
  message: z.string(),
  errors: FieldErrorsSchema.optional(),
});

const UNREADABLE = 'The server sent an answer this page could not read. Please try again.';

export type ExecutePromptStreamOptions = {
  /** Each piece of text as the model produces it. */
  onDelta: (text: string) => void;
  signal?: AbortSignal;
};

/**
 * Runs a prompt through the streaming endpoint: `delta` events carry text, then one `done` (the
 * execute response) or `error` (thrown as an ApiError with the server's message and field errors).
 */
export async function executePromptStream(
  request: ExecutePromptRequest,
  { onDelta, signal }: ExecutePromptStreamOptions,
): Promise<ExecutePromptResponse> {
  const outcome: { result?: ExecutePromptResponse; failure?: ApiError } = {};
  await apiStream('/playground/prompt/execute/stream', {
    body: request,
    ...(signal ? { signal } : {}),
    onEvent: ({ event, data }) => {
      if (outcome.result || outcome.failure) return;
      try {
        const json: unknown = JSON.parse(data);
        if (event === 'delta') onDelta(DeltaSchema.parse(json).text);
        else if (event === 'done') outcome.result = ExecutePromptResponseSchema.parse(json);
        else if (event === 'error') {
          const error = StreamErrorSchema.parse(json);
          outcome.failure = new ApiError(error.status, error.message, error.errors ?? {});
        }
      } catch {
        outcome.failure = new ApiError(0, UNREADABLE);
      }
    },
  });
  if (outcome.failure) throw outcome.failure;
  if (!outcome.result) throw new ApiError(0, 'The answer stopped before the model finished. Please try again.');
  return outcome.result;
}
