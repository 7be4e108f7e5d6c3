import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { createTransport, Transporter } from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
};

/** nodemailer is loaded with the first mail: most servers send few, and it is not small. */
function lazyTransport(options: Parameters<typeof createTransport>[0]) {
  let transport: Promise<Transporter> | null = null;
  return () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(options)));
}

/** Sends through an SMTP server. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport(smtpUrl);
  return {
    mode: 'smtp',
    async send(message) {
      await (await transport()).sendMail({ from, ...message });
    },
  };
}

/**
 * Writes each message as an .eml file into a folder, so a console without SMTP still delivers its links:
 * open the file in any mail client, or read the link from it.
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    mode: 'outbox',
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const slug = `${message.to}-${message.subject}`
        .toLowerCase()
        .replace(/[^a-z0-9@.]+/g, '-')
        .slice(0, 80);
      const file = path.join(outboxDir, `${stamp}-${String(sequence).padStart(4, '0')}-${slug}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
    },
  };
}
