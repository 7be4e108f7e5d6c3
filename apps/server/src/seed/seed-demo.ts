import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Services } from '../services';

export type DemoLogin = { email: string; password: string | null; credentialsFile: string; isNew: boolean };

/**
 * First start: a demo organisation, an active demo user and a demo project.
 * The generated password is shown once and kept in the data directory (mode 0600) for later starts.
 */
export async function seedDemo(
  services: Services,
  options: { email: string; password?: string | undefined; dataDir: string },
): Promise<DemoLogin> {
  const credentialsFile = path.resolve(options.dataDir, 'demo-login.txt');
  const existing = await services.users.findByEmail(options.email);
  if (existing) return { email: options.email, password: options.password ?? null, credentialsFile, isNew: false };

  const password = options.password ?? randomBytes(9).toString('base64url');
  const passwordHash = await services.passwords.hash(password);
  let account;
  try {
    account = await services.users.createAccountWithOrganisation({
      email: options.email,
      fullName: 'Demo User',
      passwordHash,
      orgName: 'Demo organisation',
    });
  } catch (err) {
    // Another process seeded at the same moment.
    if (await services.users.findByEmail(options.email))
      return { email: options.email, password: null, credentialsFile, isNew: false };
    throw err;
  }
  await services.users.update(account.id, { status: 'active' });
  await services.projects.create(
    { id: account.id, fullName: account.fullName, email: account.email, orgId: account.orgId },
    'Demo project',
  );
  writeFileSync(credentialsFile, `email: ${options.email}\npassword: ${password}\n`, { mode: 0o600 });
  return { email: options.email, password, credentialsFile, isNew: true };
}
