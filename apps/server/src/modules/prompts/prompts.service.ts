import type { Page } from '@assay/shared/contracts/envelope';
import type { ExecutionDoc } from '@assay/shared/contracts/prompt-management';
import type {
  ExecutePromptRequest,
  ExecutePromptResponse,
  Prompt,
  PromptTemplate,
  PromptVersion,
} from '@assay/shared/contracts/prompts';
import { toModelParameters } from '@assay/shared/domain/convert-model-parameter';
import { renderTemplate } from '@assay/shared/domain/extract-variables';
import { conflict, invalid, notFound, upstream } from '../../http/app-error';
import type { ProjectContext } from '../../http/request-context';
import { toPage } from '../../http/to-page';
import { ModelCallError, type ModelCall, type ModelCallResult } from '../../providers/call-model';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { ProvidersService } from '../providers/providers.service';
import type { PromptRow, PromptsRepo, VersionRow } from './prompts.repo';

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
};

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
    const resolved = await deps.providers.resolve(project.orgId, template.modelSpecs.model);
    const values = variableMap(request.variables);
    const messages = template.textFields.map((f) => ({ role: f.role, content: renderTemplate(f.content, values) }));
    const parameters = toModelParameters(template.modelSpecs.parameters);
    const call: ModelCall = {
      credential: resolved.credential,
      model: resolved.model,
      messages,
      parameters,
      tools: template.tools,
      responseFormat: template.responseFormat,
      timeoutMs: deps.timeoutMs,
      signal: options.signal,
    };
    const started = performance.now();
    const base = {
      projectId: project.id,
      promptId: request.promptId ?? null,
      versionId,
      isDraft: request.isDraft,
      template: { ...template, textFields: messages },
      variables: values,
      model: resolved.modelId,
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
      throw upstream(message);
    }
    const latencyMs = Math.round(performance.now() - started);
    const costUsd = await deps.providers.costOf(project.orgId, resolved.modelId, result.usage);
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
    await deps.analytics.record({
      type: 'prompt.run',
      project,
      user: caller,
      properties: {
        model: resolved.modelId,
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
      model: resolved.modelId,
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
        messages: ((e.template as PromptTemplate).textFields ?? []).map((f) => ({ role: f.role, content: f.content })),
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
