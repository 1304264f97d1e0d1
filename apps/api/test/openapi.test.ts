import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/**
 * /api/docs shows what each call returns: every API route declares the response schema of its
 * success (the data envelope of DESIGN.md section 4), and the OpenAPI document the app serves carries
 * it. A new route without `response` in its schema fails here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TSchema = { type?: string; properties?: Record<string, TSchema>; required?: string[]; [key: string]: unknown };
type TResponse = { content?: Record<string, { schema?: TSchema }> };
type TOperation = { responses?: Record<string, TResponse> };

/** The OpenAPI path of a Fastify route: `:id` becomes `{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the OpenAPI document (/api/docs/json)', () => {
  it('declares a 2xx response schema for every API route: the JSON envelope with its properties, or the media type it sends', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, TOperation>> };

    expect(t.app.apiRoutes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of t.app.apiRoutes) {
      const name = `${route.method} ${route.url}`;
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        failures.push(`${name}: not in the document`);
        continue;
      }
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      if (successes.length === 0) failures.push(`${name}: no 2xx response declared`);
      for (const [status, response] of successes) {
        if (status === '204') continue;
        const content = Object.entries(response.content ?? {});
        if (content.length === 0) failures.push(`${name} ${status}: no content schema`);
        for (const [mediaType, { schema }] of content) {
          if (!schema) {
            failures.push(`${name} ${status} ${mediaType}: no schema`);
          } else if (mediaType.includes('json')) {
            // The envelope: { success: true, data } with data described (an object or null, never "anything").
            const props = schema.properties ?? {};
            if (!props.success || !props.data) failures.push(`${name} ${status}: not the { success, data } envelope`);
            const data = props.data;
            // null in OpenAPI 3.0 is written { nullable: true, enum: [null] }.
            const isNull = data && (data.type === 'null' || (data.nullable === true && Array.isArray(data.enum) && data.enum.length === 1 && data.enum[0] === null));
            if (data && !(data.properties || data.items || data.anyOf || data.oneOf || isNull)) {
              failures.push(`${name} ${status}: data has no described shape`);
            }
            if (!schema.required?.includes('data')) failures.push(`${name} ${status}: data not required`);
          } else if (!schema.type) {
            failures.push(`${name} ${status} ${mediaType}: schema without a type`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('describes list pages and their items (GET /nozzle-readings: items, page, limit, total, summary)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schema = doc.paths['/api/v1/nozzle-readings'].get.responses['200'].content['application/json'].schema;
    const page = schema.properties.data;
    expect(Object.keys(page.properties).sort()).toEqual(['items', 'limit', 'page', 'summary', 'total']);
    expect(page.properties.items.items.properties).toHaveProperty('amount');
    expect(page.properties.items.items.properties.paymentMethod.enum).toEqual(['cash', 'card', 'upi', 'credit']);
  });

  it('serves the public routes through their response schemas (no 500 from the serializer)', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ success: true, data: { status: 'ok' } });
    const landing = await t.app.inject({ method: 'GET', url: '/api/v1/public/landing' });
    expect(landing.statusCode).toBe(200);
    expect(landing.json()).toMatchObject({ success: true, data: { testimonials: expect.any(Array), figures: expect.any(Array) } });
    expect(Object.keys(landing.json().data).sort()).toEqual(['demoLogin', 'figures', 'testimonials']);
  });
});
