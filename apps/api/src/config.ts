import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type AppConfig = {
  /** PostgreSQL URL, or undefined for the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Seconds after a rotation during which the old refresh token still works (two tabs). */
  refreshGraceSeconds: number;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  bodyLimitBytes: number;
  /** The built web app to serve at /, when present. */
  webDistDir: string | undefined;
  corsOrigins: string[];
  logLevel: string;
};

export const DEFAULTS = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
  refreshGraceSeconds: 10,
  loginMaxFailures: 5,
  loginWindowSeconds: 15 * 60,
  bodyLimitBytes: 1024 * 1024,
};

/** JWT secret of the embedded default: generated on first start and kept in DATA_DIR. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function configFromEnv(env: NodeJS.ProcessEnv, webDistDir: string | undefined): AppConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  let jwtSecret = env.JWT_SECRET?.trim();
  if (!jwtSecret) {
    if (databaseUrl) {
      throw new Error('JWT_SECRET must be set when DATABASE_URL is set (the server refuses to start without it).');
    }
    jwtSecret = embeddedSecret(dataDir);
  }
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long.');
  return {
    databaseUrl,
    dataDir,
    jwtSecret,
    ...DEFAULTS,
    webDistDir,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
