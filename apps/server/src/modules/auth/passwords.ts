import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
const ARGON2ID = 2;

export type PasswordCost = { memoryKib: number; iterations: number };

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spend the same time as a real check, so unknown emails cannot be told apart by timing. */
  verifyNothing(password: string): Promise<void>;
};

export function createPasswordHasher(cost: PasswordCost): PasswordHasher {
  const options = { algorithm: ARGON2ID, memoryCost: cost.memoryKib, timeCost: cost.iterations, parallelism: 1 };
  let dummyHash: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, options),
    verify: async (stored, password) => {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
    verifyNothing: async (password) => {
      dummyHash ??= hash('not-a-real-password', options);
      await verify(await dummyHash, password).catch(() => false);
    },
  };
}
