// Runs the fake LLM server as its own process for browser tests: `node --import tsx serve-fake-llm.ts <port>`.
import { startFakeLlmServer } from './fake-llm-server';

const port = Number(process.argv[2] ?? 3291);
const server = await startFakeLlmServer({ port, hasControlRoutes: true });
process.stdout.write(`fake LLM server on ${server.baseUrl}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
