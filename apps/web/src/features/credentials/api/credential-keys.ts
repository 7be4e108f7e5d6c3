/** Query keys of the credentials feature: the organisation's credentials and its model prices. */
export const credentialKeys = {
  all: ['credentials'] as const,
  list: () => [...credentialKeys.all, 'list'] as const,
  prices: () => [...credentialKeys.all, 'prices'] as const,
};
