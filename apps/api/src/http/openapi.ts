import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_BASE, ERROR_CODES, ERROR_KEYS, STATUS_BY_CODE, type TAccess, type TErrorCode } from '@forecourt/shared';

/**
 * The OpenAPI document at /api/docs/json (viewer at /api/docs), made so that a typed client can be
 * generated from it (DESIGN.md section 4, issue 37 item 5). Routes declare only their tags, summary,
 * zod schemas and `config.access`; everything else an operation needs is added here, centrally:
 *
 * - OpenAPI 3.1. fastify-type-provider-zod turns the zod schemas into JSON Schema 2020-12 for a 3.1
 *   document (zod's own target, `null` as `type: 'null'`); for 3.0 it rewrites nullables into
 *   `nullable: true` beside an `anyOf` without `type`, which 3.0 does not allow, and drops keywords.
 * - `operationId`: the route's own (`schema.operationId`) or one derived from method and path
 *   (operationIdFor); unique, checked when the document is made.
 * - `security`: the bearer JWT for every access class but `public` (the auth guard's rule); `[]` for
 *   public routes, the refresh cookie for the routes that read it.
 * - Error responses, each the failure envelope with the codes of its status (components.responses):
 *   by rule from the route's shape (errorStatuses) plus what its services raise (RAISES).
 */

type TSchema = Record<string, unknown>;
type TOperation = {
  operationId?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: unknown; description?: string; $ref?: string }>;
  security?: Record<string, string[]>[];
  [key: string]: unknown;
};
type TDocument = {
  openapi?: string;
  paths?: Record<string, Record<string, TOperation> | undefined>;
  components?: Record<string, unknown> & { schemas?: Record<string, unknown> };
  [key: string]: unknown;
};

const HTTP_METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'trace'] as const;
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** The error statuses the document describes, each a shared response of components.responses. */
const ERROR_RESPONSES = {
  400: ['BadRequest', 'Malformed JSON, or params, query or body refused by the route schema (details names the fields).'],
  401: ['Unauthorized', 'No, expired or tampered access token; bad credentials.'],
  403: ['Forbidden', "Role not allowed, suspended tenant, or an x-tenant-id header differing from the token's tenant."],
  404: ['NotFound', 'The id does not exist or is not visible to the caller (never reveals existence).'],
  409: ['Conflict', 'A duplicate, a state conflict (day closed, already voided, not the latest), or a write that waited too long for a lock (send it again).'],
  413: ['PayloadTooLarge', 'The body is over the size limit.'],
  422: ['UnprocessableEntity', 'A business rule refused it (reading below the previous one, no price, plan limit, credit limit…).'],
  429: ['TooManyRequests', 'Rate limited: wait and try again.'],
} as const;
type TErrorStatus = keyof typeof ERROR_RESPONSES;

/**
 * What a route's services can answer beyond the rules of errorStatuses (400 input, 401/403 signed-in,
 * 404 path id, 409 signed-in write, 413 body), by `METHOD path` under /api/v1 as the route declares it.
 * Read from the services' AppErrors, the database refusals they reach (http/db-errors.ts) and their
 * limiters. A key that names no route fails the document (a renamed route updates its entry here).
 */
const RAISES: Record<string, readonly TErrorStatus[]> = {
  // Public routes: credentials, a suspended tenant, the login and contact limiters, a taken email.
  'POST /auth/login': [401, 403, 429],
  'POST /admin/auth/login': [401, 403, 429],
  'POST /auth/register': [409],
  'POST /auth/refresh-token': [401],
  'POST /public/contact': [429],
  // A body or query naming another record (a station, nozzle, creditor, tank…) that the caller cannot see.
  'GET /attendant/pumps': [404],
  'GET /attendant/nozzles': [404],
  'POST /attendant/sync-refusals': [404],
  'POST /creditors': [404],
  'POST /creditors/payments': [404],
  'POST /fuel-prices': [404],
  'GET /onboarding/help': [404],
  'GET /reconciliation/summary': [404],
  'POST /reports': [404],
  'POST /reports/export': [404],
  'GET /reports/dsr': [404],
  'POST /reports/schedule': [404],
  // Business rules (422): readings, cash, plan limits, day close, settings, passwords.
  'POST /nozzle-readings': [404, 422],
  'PUT /nozzle-readings/:id': [422],
  'POST /nozzle-readings/:id/void': [422],
  'POST /attendant/readings': [404, 422],
  'POST /cash-reports': [404, 422],
  'POST /attendant/cash-report': [404, 422],
  'POST /inventory/update': [404, 422],
  'POST /stations': [404, 422],
  'POST /pumps': [404, 422],
  'PUT /pumps/:id': [422],
  'PATCH /pumps/:id/status': [422],
  'POST /nozzles': [404, 422],
  'POST /users': [422],
  'PUT /users/:id': [422],
  'POST /users/:id/change-password': [422, 429],
  'POST /admin/me/change-password': [422, 429],
  'POST /reconciliation': [404, 422],
  'POST /reconciliation/records': [404, 422],
  'POST /onboarding/setup-guide/:step/complete': [422],
  'POST /superadmin/tenants': [404, 422],
  'PATCH /superadmin/tenants/:id/plan': [422],
  'PUT /admin/tenants/:id/settings': [422],
  'PUT /admin/tenants/:id/settings/:key': [422],
  // A read that refuses on state: a report file not generated yet.
  'GET /reports/:id/download': [409],
};

/** The security schemes of components.securitySchemes. */
const BEARER = 'bearer';
const REFRESH = 'refreshCookie';

/** Public routes that read the refresh cookie instead of a bearer token. */
const COOKIE_ROUTES = new Set(['POST /auth/refresh-token']);

/** `/api/v1/stations/:id` → `/api/v1/stations/{id}` (the document's path of a Fastify route). */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const pascal = (word: string) => word.replace(/(^|[-_.\s]+)([A-Za-z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());

/**
 * The operationId of an operation without its own: the method, then each segment of the path after
 * /api/v1 in PascalCase, a parameter as `By<Name>`. `GET /api/v1/stations/{id}/metrics` →
 * `getStationsByIdMetrics`, `POST /api/v1/nozzle-readings` → `postNozzleReadings`.
 */
export function operationIdFor(method: string, path: string): string {
  const relative = path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
  const words = relative
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment) ?? /^:(.+)$/.exec(segment);
      return param ? `By${pascal(param[1]!)}` : pascal(segment);
    });
  return method.toLowerCase() + (words.join('') || 'Root');
}

/** The error statuses of one operation: by rule from its shape and access, plus what its services raise. */
function errorStatuses(method: string, operation: TOperation, raises: readonly TErrorStatus[]): TErrorStatus[] {
  const params = operation.parameters ?? [];
  const signedIn = (operation.security ?? []).some((requirement) => BEARER in requirement);
  const statuses = new Set<TErrorStatus>(raises);
  if (params.length > 0 || operation.requestBody) statuses.add(400);
  if (signedIn) {
    statuses.add(401);
    statuses.add(403);
    // A write's transaction waits at most its lock_timeout for a row another one holds (db/tenant.ts): 409 db.busy.
    if (WRITE_METHODS.has(method)) statuses.add(409);
  }
  if (params.some((p) => p.in === 'path')) statuses.add(404);
  if (operation.requestBody) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

const codesOfStatus = (status: number): TErrorCode[] => ERROR_CODES.filter((code) => STATUS_BY_CODE[code] === status);

/** The failure envelope (packages/shared/src/api.ts TApiFailure) and the error responses, for components. */
function errorComponents(): { schemas: Record<string, TSchema>; responses: Record<string, TSchema> } {
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const schemas: Record<string, TSchema> = {
    ErrorCode: { type: 'string', enum: [...ERROR_CODES], description: 'The class of the failure; each code has one HTTP status.' },
    ErrorKey: {
      type: 'string',
      enum: [...ERROR_KEYS],
      description: "The message's stable id: a client says the failure in its language by key and params, never by matching the English.",
    },
    ApiErrorDetail: {
      type: 'object',
      properties: { field: { type: 'string' }, message: { type: 'string' } },
      required: ['field', 'message'],
      additionalProperties: false,
    },
    ApiFailure: {
      type: 'object',
      description: 'Every failure (DESIGN.md section 4). No stack trace leaves the server.',
      properties: {
        success: { type: 'boolean', enum: [false] },
        message: { type: 'string', description: 'The English of key with params.' },
        code: ref('ErrorCode'),
        key: ref('ErrorKey'),
        params: {
          type: 'object',
          description: "The message's arguments by name.",
          additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }] },
        },
        details: { type: 'array', description: 'The fields refused, with their problem in English.', items: ref('ApiErrorDetail') },
      },
      required: ['success', 'message', 'code', 'key', 'params'],
      additionalProperties: false,
    },
  };
  const responses: Record<string, TSchema> = {};
  for (const [status, [name, description]] of Object.entries(ERROR_RESPONSES)) {
    const codes = codesOfStatus(Number(status));
    const schemaName = `${name}Failure`;
    schemas[schemaName] = {
      allOf: [ref('ApiFailure'), { type: 'object', properties: { code: { type: 'string', enum: codes } }, required: ['code'] }],
    };
    responses[name] = {
      description: `${description} Codes: ${codes.join(', ')}.`,
      content: { 'application/json': { schema: ref(schemaName) } },
    };
  }
  return { schemas, responses };
}

/** `METHOD /path` under /api/v1 in the document's path form, for RAISES and COOKIE_ROUTES. */
function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path}`;
}

/** Completes the document (see the file's comment): operationIds, error responses, components. */
function completeDocument(input: TDocument): TDocument {
  const errors = errorComponents();
  const raises = new Map(Object.entries(RAISES).map(([key, statuses]) => [openApiPath(key), statuses]));
  const unused = new Set(raises.keys());
  const seen = new Map<string, string>();
  const paths: NonNullable<TDocument['paths']> = {};
  for (const [path, item] of Object.entries(input.paths ?? {})) {
    if (!item) continue;
    const outItem: Record<string, TOperation> = { ...item };
    for (const method of HTTP_METHODS) {
      const source = item[method];
      if (!source) continue;
      // GET and HEAD of one route share one operation object: each method gets its own copy.
      const operation: TOperation = { ...source, responses: { ...source.responses } };
      const where = `${method.toUpperCase()} ${path}`;
      operation.operationId ??= operationIdFor(method, path);
      const other = seen.get(operation.operationId);
      if (other) throw new Error(`OpenAPI: operationId ${operation.operationId} of ${where} is also that of ${other}`);
      seen.set(operation.operationId, where);

      // HEAD answers as its GET does.
      const key = routeKey(method === 'head' ? 'get' : method, path);
      unused.delete(key);
      const responses = operation.responses!;
      if (method === 'head') {
        // A HEAD answer has no body.
        for (const [status, response] of Object.entries(responses)) {
          const { content: _content, ...rest } = response;
          responses[status] = rest;
        }
      }
      if (operation.security !== undefined) {
        for (const status of errorStatuses(method, operation, raises.get(key) ?? [])) {
          responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` };
        }
      }
      outItem[method] = operation;
    }
    paths[path] = outItem;
  }
  if (unused.size) throw new Error(`OpenAPI: RAISES names routes that do not exist: ${[...unused].join(', ')}`);

  const components = input.components ?? {};
  return {
    ...input,
    paths,
    components: {
      ...components,
      schemas: { ...components.schemas, ...errors.schemas },
      responses: { ...(components.responses as Record<string, unknown> | undefined), ...errors.responses },
    },
  };
}

/** The security requirement of a route from its access class (the auth guard's rule). */
function securityOf(route: RouteOptions): Record<string, string[]>[] | undefined {
  const access = route.config?.access as TAccess | undefined;
  if (!access) return undefined;
  if (access !== 'public') return [{ [BEARER]: [] }];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((method) => COOKIE_ROUTES.has(routeKey(method, route.url))) ? [{ [REFRESH]: [] }] : [];
}

/** Registers @fastify/swagger (the document) and @fastify/swagger-ui (/api/docs). */
export async function installOpenApi(app: FastifyInstance, options: { refreshCookie: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Forecourt API', version: '1.0.0', description: 'Multi-tenant fuel station management' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of POST /auth/login (or register, refresh-token).' },
          [REFRESH]: { type: 'apiKey', in: 'cookie', name: options.refreshCookie, description: 'The httpOnly refresh cookie set by sign-in.' },
        },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const security = securityOf(input.route);
      if (security && out.schema && !(out.schema as { hide?: boolean }).hide) {
        return { ...out, schema: { ...out.schema, security } };
      }
      return out;
    },
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) throw new Error('OpenAPI: expected an OpenAPI 3 document');
      return completeDocument(documentObject.openapiObject as TDocument) as typeof documentObject.openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
