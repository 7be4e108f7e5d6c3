/** Links between the evaluation screens; the project id travels in the query like everywhere else. */
const withQuery = (pathname: string, projectId: string, extra: Record<string, string> = {}) =>
  `${pathname}?${new URLSearchParams({ projectId, ...extra }).toString()}`;

export const tracePaths = {
  evaluation: (projectId: string) => withQuery('/projects/evaluation', projectId),
  traceView: (projectId: string, traceId: string, spanId?: string) =>
    withQuery('/projects/evaluation/trace-view', projectId, { traceId, ...(spanId ? { spanId } : {}) }),
  agenticTracing: (projectId: string, traceId: string) =>
    withQuery('/projects/evaluation/agentic-tracing', projectId, { traceId }),
  chatView: (projectId: string, sessionId?: string) =>
    withQuery('/projects/evaluation/chat-view', projectId, sessionId ? { sessionId } : {}),
  apiKeys: (projectId: string) => withQuery('/projects/api-keys', projectId),
};
