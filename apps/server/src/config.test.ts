import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, ConfigSchema, readConfig } from './config';

describe('config', () => {
  it('lists exactly the schema variables in .env.example', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const documented = example
      .split('\n')
      .filter((l) => /^[A-Z0-9_]+=/.test(l))
      .map((l) => l.split('=')[0]);
    expect(documented.sort()).toEqual(Object.keys(ConfigSchema.shape).sort());
  });

  it('reads defaults, treats empty values as unset, and derives the public URL', () => {
    const c = readConfig({ PORT: '4000', DATABASE_URL: '' });
    expect(c.PORT).toBe(4000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.publicUrl).toBe('http://127.0.0.1:4000');
    expect(readConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3000');
  });

  it('explains what is wrong with a bad value', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => readConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => readConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL must look like smtp:\/\//);
    expect(readConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example.com:465',
    );
  });
});
