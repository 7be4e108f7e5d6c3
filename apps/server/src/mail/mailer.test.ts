import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from './mailer';
import { verifyEmailMail } from './templates';

describe('outbox mailer', () => {
  it('writes a real RFC 822 message with the link, readable only by the owner', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const mailer = createOutboxMailer(dir, 'Assay <no-reply@assay.local>');
    await mailer.send(verifyEmailMail('ada@example.test', 'http://console.test/verify-email/abc123'));
    const [file] = readdirSync(dir);
    expect(file).toMatch(/ada@example\.test.*\.eml$/);
    const eml = readFileSync(path.join(dir, file ?? ''), 'utf8');
    expect(eml).toMatch(/^To: ada@example\.test$/m);
    expect(eml).toMatch(/^Subject: Verify your email for Assay$/m);
    expect(eml).toContain('http://console.test/verify-email/abc123');
    expect(statSync(path.join(dir, file ?? '')).mode & 0o777).toBe(0o600);
  });
});
