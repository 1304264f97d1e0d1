import { ZEmail, PASSWORD_MIN } from '@forecourt/shared';
import { withPlatform } from '../db/tenant';
import { platformAdmins } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { emailExists } from '../modules/auth/auth.queries';
import { argValue, openDbFromEnv } from './db-from-env';

// npm run admin:create -- --email admin@example.com --password '…' [--name 'Platform Admin']
const args = process.argv.slice(2);
const emailArg = argValue(args, 'email');
const password = argValue(args, 'password');
const name = argValue(args, 'name') ?? 'Platform Admin';

const email = ZEmail.safeParse(emailArg ?? '');
if (!email.success || !password || password.length < PASSWORD_MIN) {
  console.error(`Usage: npm run admin:create -- --email <email> --password <at least ${PASSWORD_MIN} characters> [--name <name>]`);
  process.exit(2);
}

const handle = await openDbFromEnv();
try {
  const passwordHash = await hashPassword(password);
  const created = await withPlatform(handle.db, async (tx) => {
    if (await emailExists(tx, email.data)) return false;
    await tx.insert(platformAdmins).values({ email: email.data, name, passwordHash });
    return true;
  });
  if (!created) {
    console.error(`An account with the email ${email.data} already exists.`);
    process.exitCode = 1;
  } else {
    console.log(`Superadmin ${email.data} created. Sign in at /login/admin.`);
  }
} finally {
  await handle.close();
}
