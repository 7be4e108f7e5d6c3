import { defineConfig } from 'vitest/config';

const alias = { '@assay/shared': new URL('./packages/shared/src', import.meta.url).pathname };

export default defineConfig({
  resolve: { alias },
  test: {
    // Two cores: each server test file opens its own embedded database (~400 MB).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: { ...alias, '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
