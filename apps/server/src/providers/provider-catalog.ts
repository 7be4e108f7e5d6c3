import type { ProviderKind } from '@assay/shared/contracts/configuration';
import type { ModelParameter } from '@assay/shared/domain/convert-model-parameter';

/** Models offered for each hosted provider kind before anyone adds their own. */
export const BUILT_IN_MODELS: Record<ProviderKind, string[]> = {
  openai: ['gpt-4.1', 'gpt-4.1-mini', 'gpt-4.1-nano', 'gpt-4o', 'gpt-4o-mini', 'o3', 'o4-mini'],
  anthropic: ['claude-sonnet-4-5', 'claude-opus-4-1', 'claude-3-7-sonnet-latest', 'claude-3-5-haiku-latest'],
  google: ['gemini-2.5-pro', 'gemini-2.5-flash', 'gemini-2.5-flash-lite', 'gemini-2.0-flash'],
  'azure-openai': [],
  'openai-compatible': [],
  local: [],
};

const float = (name: string, value: number, min: number, max: number): ModelParameter => ({
  name,
  value,
  type: 'float',
  minRange: min,
  maxRange: max,
});
const int = (name: string, value: number, min: number, max: number): ModelParameter => ({
  name,
  value,
  type: 'int',
  minRange: min,
  maxRange: max,
});

/** SPEC section 3 model parameters per provider kind: name, default value, type and range. */
export function parametersFor(kind: ProviderKind): ModelParameter[] {
  switch (kind) {
    case 'anthropic':
      return [
        float('temperature', 1, 0, 1),
        int('max_tokens', 1024, 1, 64000),
        float('top_p', 1, 0, 1),
        int('top_k', 40, 1, 500),
      ];
    case 'google':
      return [
        float('temperature', 1, 0, 2),
        int('max_tokens', 2048, 1, 65536),
        float('top_p', 0.95, 0, 1),
        int('top_k', 40, 1, 100),
      ];
    case 'local':
      // node-llama-cpp sampling options; its repeat penalties take 0..1.
      return [
        float('temperature', 0.8, 0, 2),
        int('max_tokens', 512, 1, 32768),
        float('top_p', 0.95, 0, 1),
        int('top_k', 40, 1, 200),
        float('frequency_penalty', 0, 0, 1),
        float('presence_penalty', 0, 0, 1),
        int('seed', 0, 0, 2147483647),
      ];
    default:
      return [
        float('temperature', 1, 0, 2),
        int('max_tokens', 1024, 1, 128000),
        float('top_p', 1, 0, 1),
        float('frequency_penalty', 0, -2, 2),
        float('presence_penalty', 0, -2, 2),
        int('seed', 0, 0, 2147483647),
      ];
  }
}

/** Published list prices in USD per million tokens; teams can override them (Settings > usage). */
export const DEFAULT_PRICES: Record<string, { input: number; output: number }> = {
  'openai/gpt-4.1': { input: 2, output: 8 },
  'openai/gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'openai/gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'openai/gpt-4o': { input: 2.5, output: 10 },
  'openai/gpt-4o-mini': { input: 0.15, output: 0.6 },
  'openai/o3': { input: 2, output: 8 },
  'openai/o4-mini': { input: 1.1, output: 4.4 },
  'anthropic/claude-sonnet-4-5': { input: 3, output: 15 },
  'anthropic/claude-opus-4-1': { input: 15, output: 75 },
  'anthropic/claude-3-7-sonnet-latest': { input: 3, output: 15 },
  'anthropic/claude-3-5-haiku-latest': { input: 0.8, output: 4 },
  'google/gemini-2.5-pro': { input: 1.25, output: 10 },
  'google/gemini-2.5-flash': { input: 0.3, output: 2.5 },
  'google/gemini-2.5-flash-lite': { input: 0.1, output: 0.4 },
  'google/gemini-2.0-flash': { input: 0.1, output: 0.4 },
};

/** USD for a call at a price per million tokens; null when no price is known. */
export function costUsd(
  price: { input: number; output: number } | null,
  usage: { inputTokens: number; outputTokens: number },
): number | null {
  return price ? (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1_000_000 : null;
}
