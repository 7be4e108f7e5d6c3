import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, keyFromSecret } from './secret-box';

describe('secret box', () => {
  it('round-trips and never stores the plaintext', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('sk-live-1234567890');
    expect(sealed).not.toContain('sk-live');
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(box.open(sealed)).toBe('sk-live-1234567890');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses tampered data and the wrong key', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('secret');
    const parts = sealed.split(':');
    const flipped = Buffer.from(parts[3] ?? '', 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open([parts[0], parts[1], parts[2], flipped.toString('base64')].join(':'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('derives a 32-byte key from hex, base64 or a passphrase', () => {
    expect(keyFromSecret('ab'.repeat(32))).toEqual(Buffer.from('ab'.repeat(32), 'hex'));
    expect(keyFromSecret(randomBytes(32).toString('base64'))).toHaveLength(32);
    expect(keyFromSecret('correct horse battery staple')).toHaveLength(32);
  });
});
