import { createAnthropic } from '@ai-sdk/anthropic';
import { createAzure } from '@ai-sdk/azure';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { invalid } from '../http/app-error';
import type { ResolvedCredential } from './resolved-credential';

/**
 * Models already made, per credential object: building one compiles its response schemas, which costs more
 * than the rest of a call's local work. Credentials are resolved into new objects whenever they change, so a
 * changed key or base URL never meets a stale model.
 */
const madeModels = new WeakMap<ResolvedCredential, Map<string, LanguageModel>>();

export function languageModelFor(credential: ResolvedCredential, model: string): LanguageModel {
  let models = madeModels.get(credential);
  // Model names are free text: keep a bounded number per credential.
  if (!models || models.size >= 100) madeModels.set(credential, (models = new Map()));
  let made = models.get(model);
  if (!made) models.set(model, (made = createLanguageModel(credential, model)));
  return made;
}

/**
 * The AI SDK model for a credential and a model name. OpenAI and OpenAI-compatible servers are spoken to
 * through Chat Completions (`.chat`), which every compatible server (Ollama, vLLM, llama.cpp, LM Studio) implements.
 */
export function createLanguageModel(credential: ResolvedCredential, model: string): LanguageModel {
  const baseURL = credential.baseUrl ?? undefined;
  switch (credential.kind) {
    case 'openai':
      return createOpenAI({ apiKey: credential.apiKey, ...(baseURL ? { baseURL } : {}) }).chat(model);
    case 'anthropic':
      return createAnthropic({ apiKey: credential.apiKey, ...(baseURL ? { baseURL } : {}) })(model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey: credential.apiKey, ...(baseURL ? { baseURL } : {}) })(model);
    case 'azure-openai':
      return createAzure({
        apiKey: credential.apiKey,
        ...(baseURL ? { baseURL } : { resourceName: credential.settings.resourceName }),
        ...(credential.settings.apiVersion ? { apiVersion: credential.settings.apiVersion } : {}),
      }).chat(model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: credential.name,
        baseURL: baseURL ?? '',
        ...(credential.apiKey ? { apiKey: credential.apiKey } : {}),
        includeUsage: true,
      }).chatModel(model);
    case 'local':
      // Local GGUF models do not go through the AI SDK: createModelCaller sends them to providers/local-models.ts.
      throw invalid('Local models run through the local model runtime, not the AI SDK');
  }
}
