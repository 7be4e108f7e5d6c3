import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** The model name of a .gguf file name (`Qwen2.5-0.5B-Instruct-Q4_K_M.gguf` -> `Qwen2.5-0.5B-Instruct-Q4_K_M`), else null. */
export function localModelName(fileName: string): string | null {
  if (!/\.gguf$/i.test(fileName)) return null;
  const name = fileName.slice(0, -'.gguf'.length);
  // Model ids are `local/<name>` with no spaces (ModelIdSchema); later parts of split models load through part 1.
  if (name === '' || /\s|\//.test(name)) return null;
  const part = /-(\d+)-of-\d+$/.exec(name);
  return part && Number(part[1]) > 1 ? null : name;
}

/** How a person adds a local model, naming the actual folder. */
export const howToAddLocalModel = (modelsDir: string) =>
  `Put a .gguf model file (for example a small instruct model from Hugging Face) in ${modelsDir} (MODELS_DIR); it appears as local/<file name without .gguf>`;

/** Model names of the .gguf files directly in `modelsDir`, sorted; a missing folder has none. */
export async function listLocalModelFiles(modelsDir: string): Promise<Array<{ name: string; file: string }>> {
  let entries: string[];
  try {
    entries = await readdir(modelsDir);
  } catch {
    return [];
  }
  const found: Array<{ name: string; file: string }> = [];
  for (const entry of entries) {
    const name = localModelName(entry);
    if (!name) continue;
    const file = path.join(modelsDir, entry);
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) found.push({ name, file });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
