import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer, createSmtpMailer } from './mailer';
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

describe('SMTP mailer', () => {
  it('delivers through an SMTP server (a real one on loopback)', async () => {
    const { SMTPServer } = await import('smtp-server');
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    try {
      const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Assay <no-reply@assay.local>');
      await mailer.send(verifyEmailMail('ada@example.test', 'http://console.test/verify-email/xyz789'));
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^Subject: Verify your email for Assay/m);
      expect(received[0]).toContain('verify-email/xyz789');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
