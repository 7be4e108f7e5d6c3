/** Query keys of the profile feature. */
export const profileKeys = {
  me: ['me'] as const,
};
