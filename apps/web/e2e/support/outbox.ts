import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';

/** Undoes quoted-printable soft line breaks and escapes, as a mail client would. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the newest mail to `to` in the server's outbox and returns the path of its `route` link. */
export async function linkFromOutbox(
  to: string,
  route: 'verify-email' | 'reset-password' | 'accept-share-request',
): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(dir)
            .filter((f) => f.endsWith('.eml'))
            .sort()
            .reverse();
        } catch {
          return undefined;
        }
        for (const file of files) {
          const mail = decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8'));
          if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail)) continue;
          const match = mail.match(new RegExp(`https?://[^\\s"<]+(/${route}/[A-Za-z0-9_-]+)`));
          if (match?.[1]) return (link = match[1]);
        }
        return undefined;
      },
      { message: `a ${route} mail to ${to}`, timeout: 15_000 },
    )
    .toBeDefined();
  return link as string;
}
