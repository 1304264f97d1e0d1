import type { TAccess } from '@forecourt/shared';

/**
 * The role table of DESIGN.md section 4, route by route. The role-table test walks every registered
 * API route with each role's token and holds it to this table; a route missing here fails the test,
 * so a new area adds its rows here (no new test needed).
 */
export const EXPECTED_ACCESS: Record<string, TAccess> = {
  'GET /api/v1/health': 'public',
  'GET /api/v1/public/landing': 'public',
  'POST /api/v1/auth/login': 'public',
  'POST /api/v1/admin/auth/login': 'public',
  'POST /api/v1/auth/register': 'public',
  'POST /api/v1/auth/refresh-token': 'public',
  'POST /api/v1/auth/logout': 'public',
  'GET /api/v1/auth/profile': 'signedIn',
};
