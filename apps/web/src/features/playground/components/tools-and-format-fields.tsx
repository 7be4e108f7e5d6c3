import { ToolDefinitionSchema, type ResponseFormat, type ToolDefinition } from '@assay/shared/contracts/prompts';
import type { PlaygroundColumn } from '@assay/shared/domain/playground-state';
import { Stack } from '@mantine/core';
import { z } from 'zod';
import { usePlaygroundStore } from '../stores/playground-store-provider';
import { JsonTextarea, type JsonParseResult } from './json-textarea';

const ToolsSchema = z.array(ToolDefinitionSchema);
const DEFAULT_FORMAT_NAME = 'response';

const TOOLS_PLACEHOLDER = `[
  {
    "name": "get_weather",
    "description": "Current weather for a city",
    "parameters": { "type": "object", "properties": { "city": { "type": "string" } }, "required": ["city"] }
  }
]`;
const FORMAT_PLACEHOLDER = `{
  "type": "object",
  "properties": { "answer": { "type": "string" } },
  "required": ["answer"]
}`;

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'This is not a list of tools.';
  const [index, field] = issue.path;
  if (typeof index === 'number' && field !== undefined)
    return `Tool ${index + 1}: ${String(field)} — ${issue.message}.`;
  if (typeof index === 'number') return `Tool ${index + 1}: ${issue.message}.`;
  return 'Tools are a JSON list: [{ "name", "description", "parameters" }].';
}

const toolsFromJson = (json: unknown): JsonParseResult<ToolDefinition[]> => {
  const parsed = ToolsSchema.safeParse(json);
  if (!parsed.success) return { isValid: false, error: describeIssue(parsed.error) };
  return { isValid: true, value: parsed.data.length > 0 ? parsed.data : undefined };
};

const toolsToText = (tools: ToolDefinition[] | undefined) => (tools ? JSON.stringify(tools, null, 2) : '');

const formatToText = (format: ResponseFormat | undefined) =>
  format?.type === 'json_schema' ? JSON.stringify(format.schema, null, 2) : '';

export function ToolsAndFormatFields({ column }: { column: PlaygroundColumn }) {
  const dispatch = usePlaygroundStore((state) => state.dispatch);
  // A schema loaded from a version keeps the name it was saved with.
  const formatName = column.responseFormat?.type === 'json_schema' ? column.responseFormat.name : DEFAULT_FORMAT_NAME;

  const formatFromJson = (json: unknown): JsonParseResult<ResponseFormat> => {
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      return { isValid: false, error: 'A JSON schema is an object, such as { "type": "object", ... }.' };
    }
    return { isValid: true, value: { type: 'json_schema', name: formatName, schema: json as Record<string, unknown> } };
  };

  return (
    <Stack gap="md">
      <JsonTextarea
        label="Tools"
        description="Optional. Functions the model may call: a JSON list of name, description and a JSON schema of parameters."
        placeholder={TOOLS_PLACEHOLDER}
        value={column.tools}
        toText={toolsToText}
        fromJson={toolsFromJson}
        onChange={(tools) => dispatch({ type: 'tools-changed', columnId: column.id, tools })}
      />
      <JsonTextarea
        label="Response format"
        description="Optional. A JSON schema the answer must follow; leave empty for plain text."
        placeholder={FORMAT_PLACEHOLDER}
        value={column.responseFormat}
        toText={formatToText}
        fromJson={formatFromJson}
        onChange={(responseFormat) =>
          dispatch({ type: 'response-format-changed', columnId: column.id, responseFormat })
        }
      />
    </Stack>
  );
}
