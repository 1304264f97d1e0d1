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
  'GET /api/v1/stations': 'tenantAny',
  'POST /api/v1/stations': 'ownerManager',
  'GET /api/v1/stations/:id': 'tenantAny',
  'PUT /api/v1/stations/:id': 'ownerManager',
  'DELETE /api/v1/stations/:id': 'ownerManager',
  'GET /api/v1/stations/:id/metrics': 'ownerManager',
  'GET /api/v1/pumps': 'tenantAny',
  'POST /api/v1/pumps': 'ownerManager',
  'GET /api/v1/pumps/:id': 'tenantAny',
  'PUT /api/v1/pumps/:id': 'ownerManager',
  'PATCH /api/v1/pumps/:id/status': 'ownerManager',
  'DELETE /api/v1/pumps/:id': 'ownerManager',
  'GET /api/v1/nozzles': 'tenantAny',
  'POST /api/v1/nozzles': 'ownerManager',
  'GET /api/v1/nozzles/:id': 'tenantAny',
  'PUT /api/v1/nozzles/:id': 'ownerManager',
  'DELETE /api/v1/nozzles/:id': 'ownerManager',
  'GET /api/v1/nozzles/:id/settings': 'ownerManager',
  'PUT /api/v1/nozzles/:id/settings': 'ownerManager',
  'GET /api/v1/attendant/stations': 'attendant',
  'GET /api/v1/attendant/pumps': 'attendant',
  'GET /api/v1/attendant/nozzles': 'attendant',
  'GET /api/v1/setup-status': 'ownerManager',
};
