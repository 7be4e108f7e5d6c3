/** Query keys of the API keys feature, per project. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: (projectId: string) => [...apiKeyKeys.all, 'list', projectId] as const,
};
