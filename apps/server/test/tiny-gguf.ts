/**
 * Test helper: writes a tiny llama-architecture GGUF v3 file (113 KB: random F32 weights from a seeded PRNG,
 * GPT-2 style byte-level BPE vocabulary of 261 tokens with 4 merges). node-llama-cpp loads it and generates
 * (gibberish) tokens, so tests run the real load-and-generate path without downloading a model.
 * See docs/local-gguf-notes.md for the metadata and tensor layout.
 */
import { writeFileSync } from 'node:fs';

// GGUF metadata value types
const T = {
  U8: 0,
  I8: 1,
  U16: 2,
  I16: 3,
  U32: 4,
  I32: 5,
  F32: 6,
  BOOL: 7,
  STR: 8,
  ARR: 9,
  U64: 10,
  I64: 11,
  F64: 12,
} as const;
const GGML_TYPE_F32 = 0;
const ALIGNMENT = 32;

type KV =
  | { key: string; type: 'str'; value: string }
  | { key: string; type: 'u32'; value: number }
  | { key: string; type: 'f32'; value: number }
  | { key: string; type: 'bool'; value: boolean }
  | { key: string; type: 'str[]'; value: string[] }
  | { key: string; type: 'i32[]'; value: number[] };

export interface TinyGgufOptions {
  nEmbd?: number; // embedding length
  nHead?: number;
  nHeadKv?: number;
  nFf?: number; // feed-forward length
  nLayer?: number;
  nCtx?: number; // llama.context_length
  seed?: number;
}

/** GPT-2 bytes_to_unicode: byte -> printable unicode char used in byte-level BPE vocabularies. */
export function bytesToUnicode(): string[] {
  const bs: number[] = [];
  for (let b = 0x21; b <= 0x7e; b++) bs.push(b);
  for (let b = 0xa1; b <= 0xac; b++) bs.push(b);
  for (let b = 0xae; b <= 0xff; b++) bs.push(b);
  const cs = bs.slice();
  let n = 0;
  for (let b = 0; b < 256; b++) {
    if (!bs.includes(b)) {
      bs.push(b);
      cs.push(256 + n);
      n++;
    }
  }
  const table = new Array<string>(256);
  bs.forEach((b, i) => {
    table[b] = String.fromCodePoint(cs[i]!);
  });
  return table;
}

class Writer {
  private chunks: Buffer[] = [];
  size = 0;
  push(b: Buffer) {
    this.chunks.push(b);
    this.size += b.length;
  }
  u32(v: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v);
    this.push(b);
  }
  i32(v: number) {
    const b = Buffer.alloc(4);
    b.writeInt32LE(v);
    this.push(b);
  }
  u64(v: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(v));
    this.push(b);
  }
  f32(v: number) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(v);
    this.push(b);
  }
  str(s: string) {
    const b = Buffer.from(s, 'utf8');
    this.u64(b.length);
    this.push(b);
  }
  pad(align: number) {
    const r = this.size % align;
    if (r) this.push(Buffer.alloc(align - r));
  }
  concat() {
    return Buffer.concat(this.chunks);
  }
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function buildTinyGguf(opts: TinyGgufOptions = {}): Buffer {
  const nEmbd = opts.nEmbd ?? 32;
  const nHead = opts.nHead ?? 4;
  const nHeadKv = opts.nHeadKv ?? nHead;
  const nFf = opts.nFf ?? 64;
  const nLayer = opts.nLayer ?? 1;
  const nCtx = opts.nCtx ?? 1024;
  const headDim = nEmbd / nHead;
  const rand = mulberry32(opts.seed ?? 42);

  // ---- vocabulary: 256 byte tokens + merged tokens + 1 control token ----
  const byteTok = bytesToUnicode();
  const tokens: string[] = [...byteTok];
  const tokenTypes: number[] = new Array(256).fill(1); // 1 = NORMAL
  const merges = ['Ġ t', 'h e', 'i n', 'Ġt he'];
  for (const m of merges) {
    tokens.push(m.replace(' ', ''));
    tokenTypes.push(1);
  }
  const eosId = tokens.length;
  tokens.push('<|endoftext|>');
  tokenTypes.push(3); // 3 = CONTROL
  const nVocab = tokens.length;

  const kvs: KV[] = [
    { key: 'general.architecture', type: 'str', value: 'llama' },
    { key: 'general.name', type: 'str', value: 'tiny-test-llama' },
    { key: 'general.alignment', type: 'u32', value: ALIGNMENT },
    { key: 'general.file_type', type: 'u32', value: 0 }, // 0 = ALL_F32
    { key: 'llama.context_length', type: 'u32', value: nCtx },
    { key: 'llama.embedding_length', type: 'u32', value: nEmbd },
    { key: 'llama.block_count', type: 'u32', value: nLayer },
    { key: 'llama.feed_forward_length', type: 'u32', value: nFf },
    { key: 'llama.attention.head_count', type: 'u32', value: nHead },
    { key: 'llama.attention.head_count_kv', type: 'u32', value: nHeadKv },
    { key: 'llama.attention.layer_norm_rms_epsilon', type: 'f32', value: 1e-5 },
    { key: 'llama.rope.dimension_count', type: 'u32', value: headDim },
    { key: 'llama.rope.freq_base', type: 'f32', value: 10000 },
    { key: 'llama.vocab_size', type: 'u32', value: nVocab },
    { key: 'tokenizer.ggml.model', type: 'str', value: 'gpt2' },
    { key: 'tokenizer.ggml.pre', type: 'str', value: 'default' },
    { key: 'tokenizer.ggml.tokens', type: 'str[]', value: tokens },
    { key: 'tokenizer.ggml.token_type', type: 'i32[]', value: tokenTypes },
    { key: 'tokenizer.ggml.merges', type: 'str[]', value: merges },
    { key: 'tokenizer.ggml.bos_token_id', type: 'u32', value: eosId },
    { key: 'tokenizer.ggml.eos_token_id', type: 'u32', value: eosId },
    { key: 'tokenizer.ggml.add_bos_token', type: 'bool', value: false },
  ];

  // ---- tensors: dims are ggml order (innermost first) ----
  const nEmbdKv = headDim * nHeadKv;
  const tensors: { name: string; dims: number[]; fill: 'rand' | 'ones' }[] = [
    { name: 'token_embd.weight', dims: [nEmbd, nVocab], fill: 'rand' },
    { name: 'output_norm.weight', dims: [nEmbd], fill: 'ones' },
    { name: 'output.weight', dims: [nEmbd, nVocab], fill: 'rand' },
  ];
  for (let i = 0; i < nLayer; i++) {
    const p = `blk.${i}.`;
    tensors.push(
      { name: p + 'attn_norm.weight', dims: [nEmbd], fill: 'ones' },
      { name: p + 'attn_q.weight', dims: [nEmbd, nEmbd], fill: 'rand' },
      { name: p + 'attn_k.weight', dims: [nEmbd, nEmbdKv], fill: 'rand' },
      { name: p + 'attn_v.weight', dims: [nEmbd, nEmbdKv], fill: 'rand' },
      { name: p + 'attn_output.weight', dims: [nEmbd, nEmbd], fill: 'rand' },
      { name: p + 'ffn_norm.weight', dims: [nEmbd], fill: 'ones' },
      { name: p + 'ffn_gate.weight', dims: [nEmbd, nFf], fill: 'rand' },
      { name: p + 'ffn_up.weight', dims: [nEmbd, nFf], fill: 'rand' },
      { name: p + 'ffn_down.weight', dims: [nFf, nEmbd], fill: 'rand' },
    );
  }

  // ---- header + metadata + tensor infos ----
  const w = new Writer();
  w.push(Buffer.from('GGUF', 'ascii'));
  w.u32(3); // version
  w.u64(tensors.length);
  w.u64(kvs.length);
  for (const kv of kvs) {
    w.str(kv.key);
    switch (kv.type) {
      case 'str':
        w.u32(T.STR);
        w.str(kv.value);
        break;
      case 'u32':
        w.u32(T.U32);
        w.u32(kv.value);
        break;
      case 'f32':
        w.u32(T.F32);
        w.f32(kv.value);
        break;
      case 'bool':
        w.u32(T.BOOL);
        w.push(Buffer.from([kv.value ? 1 : 0]));
        break;
      case 'str[]':
        w.u32(T.ARR);
        w.u32(T.STR);
        w.u64(kv.value.length);
        kv.value.forEach((s) => w.str(s));
        break;
      case 'i32[]':
        w.u32(T.ARR);
        w.u32(T.I32);
        w.u64(kv.value.length);
        kv.value.forEach((v) => w.i32(v));
        break;
    }
  }
  const datas: Buffer[] = [];
  let offset = 0;
  for (const t of tensors) {
    const n = t.dims.reduce((a, b) => a * b, 1);
    const data = Buffer.alloc(n * 4);
    for (let j = 0; j < n; j++) data.writeFloatLE(t.fill === 'ones' ? 1 : (rand() * 2 - 1) * 0.1, j * 4);
    w.str(t.name);
    w.u32(t.dims.length);
    t.dims.forEach((d) => w.u64(d));
    w.u32(GGML_TYPE_F32);
    w.u64(offset);
    const padded = Math.ceil(data.length / ALIGNMENT) * ALIGNMENT;
    datas.push(data, Buffer.alloc(padded - data.length));
    offset += padded;
  }
  w.pad(ALIGNMENT); // tensor data section starts aligned
  datas.forEach((d) => w.push(d));
  return w.concat();
}

export function writeTinyGguf(path: string, opts: TinyGgufOptions = {}): void {
  writeFileSync(path, buildTinyGguf(opts));
}
