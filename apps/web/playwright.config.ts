import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
export const E2E_PORT = 3290;
export const E2E_DATA_DIR = path.join(root, '.test-data/e2e');
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';
/** A loopback server speaking the OpenAI, Anthropic and Gemini wire formats (apps/server/test/fake-providers). */
export const E2E_FAKE_LLM_PORT = 3291;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  outputDir: path.join(root, 'test-results/playwright'),
  webServer: [
    {
      command: `node --import tsx apps/server/test/fake-providers/serve-fake-llm.ts ${E2E_FAKE_LLM_PORT}`,
      cwd: root,
      port: E2E_FAKE_LLM_PORT,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'node scripts/start.mjs',
      cwd: root,
      url: `http://127.0.0.1:${E2E_PORT}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: E2E_DATA_DIR,
        JWT_SECRET: E2E_JWT_SECRET,
        DEMO_PASSWORD: 'demo-password-e2e',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        ARGON2_MEMORY_KIB: '8192',
        ARGON2_ITERATIONS: '1',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
