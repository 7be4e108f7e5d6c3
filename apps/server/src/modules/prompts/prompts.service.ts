import type { Page } from '@assay/shared/contracts/envelope';
import type { Job } from '@assay/shared/contracts/jobs';
import {
  OptimizePromptResponseSchema,
  type CanvasResult,
  type ExecutionDoc,
  type OptimizePromptResponse,
} from '@assay/shared/contracts/prompt-management';
import type {
  ExecutePromptRequest,
  ExecutePromptResponse,
  Prompt,
  PromptTemplate,
  PromptVersion,
} from '@assay/shared/contracts/prompts';
import { toModelParameters } from '@assay/shared/domain/convert-model-parameter';
import { extractVariables, renderTemplate } from '@assay/shared/domain/extract-variables';
import { conflict, invalid, notFound, upstream } from '../../http/app-error';
import type { ProjectContext } from '../../http/request-context';
import { toPage } from '../../http/to-page';
import { ModelCallError, type ModelCall, type ModelCallResult } from '../../providers/call-model';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { JobContext } from '../jobs/jobs.service';
import { costUsd } from '../../providers/provider-catalog';
import type { ProvidersService } from '../providers/providers.service';
import type { PromptRow, PromptsRepo, VersionRow } from './prompts.repo';

type CanvasRowInsert = Parameters<PromptsRepo['insertCanvasResults']>[0][number];

export const FILL_ALL_FIELDS = 'Please fill all the prompt fields';
export const SELECT_A_MODEL = 'Please select a model';

export type Caller = { id: string; fullName: string };

export type PromptsServiceDeps = {
  repo: PromptsRepo;
  providers: ProvidersService;
  analytics: AnalyticsService;
  callModel: (call: ModelCall) => Promise<ModelCallResult>;
  streamModel: (call: ModelCall, onDelta: (text: string) => void) => Promise<ModelCallResult>;
  timeoutMs: number;
  /** Queues a canvas run as a background job. */
  enqueueCanvas: (input: {
    projectId: string;
    orgId: string;
    createdBy: string;
    payload: CanvasPayload;
  }) => Promise<Job>;
  getJob: (projectId: string, jobId: string) => Promise<Job>;
};

export type CanvasPayload = {
  template: PromptTemplate;
  rows: Array<Record<string, string>>;
  concurrency: number;
  promptId: string | null;
  orgId: string;
};

export const CANVAS_JOB = 'prompt.canvas';

const toPrompt = (p: PromptRow, latestVersion: number | null): Prompt => ({
  id: p.id,
  name: p.name,
  directory: p.directory,
  defaultVersionId: p.defaultVersionId,
  latestVersion: latestVersion === null ? null : Number(latestVersion),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

const toVersion = (v: VersionRow, defaultVersionId: string | null): PromptVersion => ({
  id: v.id,
  promptId: v.promptId,
  version: v.version,
  name: v.name,
  isDefault: v.id === defaultVersionId,
  template: v.template as PromptTemplate,
  createdAt: v.createdAt.toISOString(),
  createdBy: v.createdBy ?? '',
});

/** SPEC section 5: every message filled, a model with a part after the slash. */
export function validateRunRequest(template: PromptTemplate) {
  const empty = template.textFields.map((f, i) => (f.content.trim() === '' ? i : -1)).filter((i) => i >= 0);
  if (empty.length > 0) {
    throw invalid(
      FILL_ALL_FIELDS,
      Object.fromEntries(empty.map((i) => [`promptTemplate.textFields.${i}.content`, [FILL_ALL_FIELDS]])),
    );
  }
  const model = template.modelSpecs.model;
  const slash = model.indexOf('/');
  if (slash <= 0 || slash === model.length - 1)
    throw invalid(SELECT_A_MODEL, { 'promptTemplate.modelSpecs.model': [SELECT_A_MODEL] });
}

const variableMap = (variables: ExecutePromptRequest['variables']): Record<string, string> =>
  Array.isArray(variables) ? Object.fromEntries(variables.map((v) => [v.name, v.value])) : variables;

/**
 * A provider's 400/422 means the request as written cannot be served (a schema the local grammar cannot take,
 * an unknown parameter): the caller can fix it, so it is a 400. Everything else the provider says is a 502,
 * never its own 401/403/429, which the console would take as about the caller's session.
 */
function toRunError(err: unknown, message: string) {
  const status = err instanceof ModelCallError ? err.statusCode : null;
  return status === 400 || status === 422 ? invalid(message) : upstream(message);
}

export function createPromptsService(deps: PromptsServiceDeps) {
  const { repo } = deps;

  async function getPrompt(projectId: string, id: string) {
    const found = await repo.find(projectId, id);
    if (!found) throw notFound('No such prompt in this project');
    return found;
  }

  async function assertNameFree(projectId: string, name: string, exceptId?: string) {
    const existing = await repo.findByName(projectId, name);
    if (existing && existing.id !== exceptId)
      throw conflict(`A prompt named "${name}" already exists`, { name: ['This name is taken'] });
  }

  /** The model call for a template and variable values: model resolved, variables rendered, parameters converted. */
  async function prepareCall(
    orgId: string,
    template: PromptTemplate,
    values: Record<string, string>,
    signal?: AbortSignal,
  ) {
    const resolved = await deps.providers.resolve(orgId, template.modelSpecs.model);
    const call: ModelCall = {
      credential: resolved.credential,
      model: resolved.model,
      messages: template.textFields.map((f) => ({ role: f.role, content: renderTemplate(f.content, values) })),
      parameters: toModelParameters(template.modelSpecs.parameters),
      tools: template.tools,
      responseFormat: template.responseFormat,
      timeoutMs: deps.timeoutMs,
      signal,
    };
    return { call, modelId: resolved.modelId };
  }

  /** One run: resolve the model, render variables, call, store the execution doc and an analytics event. */
  async function run(
    caller: Caller,
    project: ProjectContext,
    request: ExecutePromptRequest,
    options: { onDelta?: (text: string) => void; signal?: AbortSignal },
  ): Promise<ExecutePromptResponse> {
    const template = request.promptTemplate;
    validateRunRequest(template);
    let versionId: string | null = null;
    if (request.promptId) await getPrompt(project.id, request.promptId);
    if (request.promptVersion && !request.isDraft) {
      const version = await repo.findVersion(project.id, request.promptVersion);
      if (!version || (request.promptId && version.version.promptId !== request.promptId))
        throw notFound('No such prompt version');
      versionId = version.version.id;
    }
    const values = variableMap(request.variables);
    const { call, modelId } = await prepareCall(project.orgId, template, values, options.signal);
    const { parameters } = call;
    const started = performance.now();
    const base = {
      projectId: project.id,
      promptId: request.promptId ?? null,
      versionId,
      isDraft: request.isDraft,
      // The template as written (with its {{placeholders}}); the messages sent are it rendered with `variables`.
      template,
      variables: values,
      model: modelId,
      parameters,
      createdBy: caller.id,
    };
    let result: ModelCallResult;
    try {
      result = options.onDelta ? await deps.streamModel(call, options.onDelta) : await deps.callModel(call);
    } catch (err) {
      const message = err instanceof ModelCallError ? err.message : 'Model call failed';
      await repo.insertExecution({
        ...base,
        status: 'failed',
        error: message,
        latencyMs: Math.round(performance.now() - started),
      });
      throw toRunError(err, message);
    }
    const latencyMs = Math.round(performance.now() - started);
    const costUsd = await deps.providers.costOf(project.orgId, modelId, result.usage);
    const execution = await repo.insertExecution({
      ...base,
      status: 'succeeded',
      response: result.text,
      toolCalls: result.toolCalls.length > 0 ? result.toolCalls : null,
      inputTokens: result.usage.inputTokens,
      outputTokens: result.usage.outputTokens,
      isTokenCountEstimated: result.usage.isEstimated,
      costUsd,
      latencyMs,
    });
    deps.analytics.record({
      type: 'prompt.run',
      project,
      user: caller,
      properties: {
        model: modelId,
        promptId: request.promptId ?? null,
        dpId: execution.id,
        isDraft: request.isDraft,
      },
    });
    return {
      response: result.text,
      dpId: execution.id,
      usage: {
        inputTokens: result.usage.inputTokens,
        outputTokens: result.usage.outputTokens,
        totalTokens: result.usage.totalTokens,
      },
      costUsd,
      latencyMs,
      model: modelId,
      ...(result.toolCalls.length > 0 ? { toolCalls: result.toolCalls } : {}),
    };
  }

  return {
    async list(
      projectId: string,
      query: { search?: string | undefined; directory?: string | undefined; page: number; size: number },
    ): Promise<Page<Prompt>> {
      const { rows, total } = await repo.list(projectId, query);
      return toPage(
        rows.map((r) => toPrompt(r.prompt, r.latestVersion)),
        total,
        query.page,
        query.size,
      );
    },

    async create(
      caller: Caller,
      projectId: string,
      input: { name: string; directory?: string | null | undefined },
    ): Promise<Prompt> {
      await assertNameFree(projectId, input.name);
      return toPrompt(
        await repo.insert({ projectId, name: input.name, directory: input.directory ?? null, createdBy: caller.id }),
        null,
      );
    },

    async update(
      projectId: string,
      id: string,
      patch: { name?: string | undefined; directory?: string | null | undefined },
    ): Promise<Prompt> {
      await getPrompt(projectId, id);
      if (patch.name !== undefined) await assertNameFree(projectId, patch.name, id);
      await repo.update(id, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.directory !== undefined ? { directory: patch.directory } : {}),
      });
      const updated = await getPrompt(projectId, id);
      return toPrompt(updated.prompt, updated.latestVersion);
    },

    async delete(projectId: string, id: string) {
      await getPrompt(projectId, id);
      await repo.delete(id);
    },

    async listVersions(projectId: string, promptId: string): Promise<PromptVersion[]> {
      const { prompt } = await getPrompt(projectId, promptId);
      return (await repo.listVersions(promptId)).map((v) => toVersion(v, prompt.defaultVersionId));
    },

    async commitVersion(
      caller: Caller,
      projectId: string,
      promptId: string,
      input: { name?: string | undefined; template: PromptTemplate },
    ) {
      await getPrompt(projectId, promptId);
      let row: VersionRow;
      try {
        row = await repo.insertNextVersion(promptId, input.name, input.template, caller.id);
      } catch {
        // Someone committed the same number at the same moment: take the next one.
        row = await repo.insertNextVersion(promptId, input.name, input.template, caller.id);
      }
      await repo.deleteDraft(promptId, caller.id);
      const { prompt } = await getPrompt(projectId, promptId);
      return toVersion(row, prompt.defaultVersionId);
    },

    async getVersion(projectId: string, versionId: string): Promise<PromptVersion> {
      const found = await repo.findVersion(projectId, versionId);
      if (!found) throw notFound('No such prompt version');
      return toVersion(found.version, found.defaultVersionId);
    },

    async setDefaultVersion(projectId: string, versionId: string): Promise<PromptVersion> {
      const found = await repo.findVersion(projectId, versionId);
      if (!found) throw notFound('No such prompt version');
      await repo.update(found.version.promptId, { defaultVersionId: found.version.id });
      return toVersion(found.version, found.version.id);
    },

    async getDraft(projectId: string, promptId: string, userId: string) {
      await getPrompt(projectId, promptId);
      const draft = await repo.findDraft(promptId, userId);
      return draft ? { state: draft.state, updatedAt: draft.updatedAt.toISOString() } : null;
    },

    async saveDraft(projectId: string, promptId: string, userId: string, state: unknown) {
      await getPrompt(projectId, promptId);
      const draft = await repo.saveDraft(promptId, userId, state);
      return { state: draft.state, updatedAt: draft.updatedAt.toISOString() };
    },

    async history(projectId: string, promptId: string, page: number, size: number): Promise<Page<ExecutionDoc>> {
      await getPrompt(projectId, promptId);
      const { rows, total } = await repo.listExecutions(projectId, promptId, page, size);
      const docs = rows.map(({ execution: e, createdByName }) => ({
        id: e.id,
        promptId: e.promptId,
        versionId: e.versionId,
        isDraft: e.isDraft,
        model: e.model,
        parameters: e.parameters as Record<string, unknown>,
        variables: e.variables,
        templateMessages: ((e.template as PromptTemplate).textFields ?? []).map((f) => ({
          role: f.role,
          content: f.content,
        })),
        messages: ((e.template as PromptTemplate).textFields ?? []).map((f) => ({
          role: f.role,
          content: renderTemplate(f.content, (e.variables ?? {}) as Record<string, string>),
        })),
        status: e.status,
        response: e.response,
        toolCalls: e.toolCalls,
        error: e.error,
        inputTokens: e.inputTokens,
        outputTokens: e.outputTokens,
        isTokenCountEstimated: e.isTokenCountEstimated,
        costUsd: e.costUsd,
        latencyMs: e.latencyMs,
        createdBy: e.createdBy,
        createdByName,
        createdAt: e.createdAt.toISOString(),
      }));
      return toPage(docs, total, page, size);
    },

    /** A chosen model rewrites the prompt toward a goal; the playground shows it as a diff to accept. */
    async optimize(
      project: ProjectContext,
      input: { promptTemplate: PromptTemplate; goal: string; model?: string | undefined },
    ): Promise<OptimizePromptResponse> {
      const modelId = input.model ?? input.promptTemplate.modelSpecs.model;
      const variables = extractVariables(input.promptTemplate.textFields.map((f) => f.content));
      const meta: PromptTemplate = {
        textFields: [
          {
            role: 'system',
            content:
              'You improve prompts for large language models. Rewrite the messages you are given so they serve the goal better. ' +
              'Keep every {{variable}} placeholder exactly as written, keep the roles, and do not invent facts. ' +
              'Answer with JSON only: {"textFields":[{"role":"system|user|assistant","content":"..."}],"rationale":"one short paragraph"}.',
          },
          {
            role: 'user',
            content: `Goal: ${input.goal}\n\nPlaceholders to keep: ${variables.length > 0 ? variables.map((v) => `{{${v}}}`).join(', ') : 'none'}\n\nCurrent messages (JSON):\n${JSON.stringify(input.promptTemplate.textFields, null, 2)}`,
          },
        ],
        variableSpecs: [],
        modelSpecs: { model: modelId, parameters: [] },
        metricsSpecs: [],
      };
      validateRunRequest(meta);
      const { call } = await prepareCall(project.orgId, meta, {});
      let text: string;
      try {
        text = (await deps.callModel(call)).text;
      } catch (err) {
        throw toRunError(err, err instanceof ModelCallError ? err.message : 'Model call failed');
      }
      const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
      const parsed = OptimizePromptResponseSchema.omit({ model: true }).safeParse(
        (() => {
          try {
            return JSON.parse(json) as unknown;
          } catch {
            return null;
          }
        })(),
      );
      if (!parsed.success || parsed.data.textFields.length === 0) {
        throw upstream('The model did not return a usable suggestion. Try again or choose another model.');
      }
      return { ...parsed.data, model: modelId };
    },

    async startCanvas(
      caller: Caller,
      project: ProjectContext,
      input: {
        promptTemplate: PromptTemplate;
        promptId?: string | null | undefined;
        rows: Array<Record<string, string>>;
        concurrency: number;
      },
    ): Promise<Job> {
      validateRunRequest(input.promptTemplate);
      if (input.promptId) await getPrompt(project.id, input.promptId);
      await deps.providers.resolve(project.orgId, input.promptTemplate.modelSpecs.model);
      return deps.enqueueCanvas({
        projectId: project.id,
        orgId: project.orgId,
        createdBy: caller.id,
        payload: {
          template: input.promptTemplate,
          rows: input.rows,
          concurrency: input.concurrency,
          promptId: input.promptId ?? null,
          orgId: project.orgId,
        },
      });
    },

    /** The background side of a canvas run: rows in parallel, results saved as they come, progress and cancel honoured. */
    async runCanvasJob(ctx: JobContext): Promise<Record<string, unknown>> {
      const payload = ctx.payload as unknown as CanvasPayload;
      const total = payload.rows.length;
      const done = await repo.listCanvasRowIndices(ctx.jobId);
      const pending = payload.rows.map((_, i) => i).filter((i) => !done.has(i));
      let finished = done.size;
      let failed = 0;
      let buffer: CanvasRowInsert[] = [];
      let lastFlush = Date.now();
      // Results are saved in batches, and at least twice a second so progress and cancel stay prompt.
      const flush = async () => {
        lastFlush = Date.now();
        const batch = buffer;
        buffer = [];
        await repo.insertCanvasResults(batch);
        await ctx.reportProgress(finished / total, `${finished} of ${total} rows`);
      };
      // Resolved once: every row uses the same model, credential and parameters.
      const { call: baseCall, modelId } = await prepareCall(payload.orgId, payload.template, {});
      const price = await deps.providers.priceOf(payload.orgId, modelId);
      let next = 0;
      const worker = async () => {
        for (;;) {
          const index = pending[next++];
          if (index === undefined) return;
          const values = payload.rows[index] ?? {};
          const started = performance.now();
          const call = {
            ...baseCall,
            messages: payload.template.textFields.map((f) => ({
              role: f.role,
              content: renderTemplate(f.content, values),
            })),
          };
          try {
            const result = await deps.callModel(call);
            buffer.push({
              jobId: ctx.jobId,
              rowIndex: index,
              variables: values,
              status: 'succeeded',
              response: result.text,
              inputTokens: result.usage.inputTokens,
              outputTokens: result.usage.outputTokens,
              costUsd: costUsd(price, result.usage),
              latencyMs: Math.round(performance.now() - started),
            });
          } catch (err) {
            failed += 1;
            buffer.push({
              jobId: ctx.jobId,
              rowIndex: index,
              variables: values,
              status: 'failed',
              error: err instanceof Error ? err.message : String(err),
              latencyMs: Math.round(performance.now() - started),
            });
          }
          finished += 1;
          if (buffer.length >= 25 || Date.now() - lastFlush > 500) await flush();
        }
      };
      await Promise.all(Array.from({ length: Math.min(payload.concurrency, Math.max(1, pending.length)) }, worker));
      await flush();
      return { rows: total, failed };
    },

    async getCanvas(projectId: string, jobId: string, page: number, size: number) {
      const job = await deps.getJob(projectId, jobId);
      if (job.type !== CANVAS_JOB) throw notFound('No such canvas run in this project');
      const { rows, total } = await repo.listCanvasResults(jobId, page, size);
      const results: CanvasResult[] = rows.map((r) => ({
        rowIndex: r.rowIndex,
        variables: r.variables as Record<string, string>,
        status: r.status,
        response: r.response,
        error: r.error,
        inputTokens: r.inputTokens,
        outputTokens: r.outputTokens,
        costUsd: r.costUsd,
        latencyMs: r.latencyMs,
      }));
      return { job, results: toPage(results, total, page, size) };
    },

    execute: (caller: Caller, project: ProjectContext, request: ExecutePromptRequest, signal?: AbortSignal) =>
      run(caller, project, request, signal ? { signal } : {}),

    executeStreaming: (
      caller: Caller,
      project: ProjectContext,
      request: ExecutePromptRequest,
      onDelta: (text: string) => void,
      signal: AbortSignal,
    ) => run(caller, project, request, { onDelta, signal }),
  };
}

export type PromptsService = ReturnType<typeof createPromptsService>;
