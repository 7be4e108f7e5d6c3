/** `node --import tsx apps/server/test/write-tiny-gguf.ts <file.gguf>`: the tiny test model, for browser tests. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { writeTinyGguf } from './tiny-gguf';

const target = process.argv[2];
if (!target) {
  console.error('usage: write-tiny-gguf.ts <file.gguf>');
  process.exit(2);
}
mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
writeTinyGguf(path.resolve(target));
