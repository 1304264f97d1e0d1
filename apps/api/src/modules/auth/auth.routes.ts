import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuthResponse, ZLoginRequest, ZNoData, ZProfile, ZRegisterRequest, ZSetLocale, ZSuccessOf } from '@forecourt/shared';
import { ok } from '../../http/respond';
import * as auth from './auth.service';

export const REFRESH_COOKIE = 'fc_refresh';
const COOKIE_PATH = '/api/v1/auth';

/** Every answer that sets or clears the refresh cookie carries (or revokes) a token: never stored by a cache. */
function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

function setRefreshCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, token: string) {
  noStore(reply);
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
    maxAge: app.deps.config.refreshTokenTtlSeconds,
  });
}

function clearRefreshCookie(reply: FastifyReply) {
  noStore(reply);
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Sign in (owner, manager, attendant)', body: ZLoginRequest, response: { 200: ZSuccessOf(ZAuthResponse) } },
    },
    async (request, reply) => {
      const signedIn = await auth.login(app.deps, { ...request.body, ip: request.ip }, 'tenant');
      setRefreshCookie(app, request, reply, signedIn.refreshToken);
      return ok(signedIn.response);
    },
  );

  app.post(
    '/admin/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in to the admin portal (superadmin)',
        body: ZLoginRequest,
        response: { 200: ZSuccessOf(ZAuthResponse) },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.login(app.deps, { ...request.body, ip: request.ip }, 'admin');
      setRefreshCookie(app, request, reply, signedIn.refreshToken);
      return ok(signedIn.response);
    },
  );

  app.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign up a new business and its owner',
        body: ZRegisterRequest,
        response: { 201: ZSuccessOf(ZAuthResponse) },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.register(app.deps, request.body);
      setRefreshCookie(app, request, reply, signedIn.refreshToken);
      return reply.status(201).send(ok(signedIn.response));
    },
  );

  app.post(
    '/auth/refresh-token',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Rotate the refresh cookie and get a new access token', response: { 200: ZSuccessOf(ZAuthResponse) } },
    },
    async (request, reply) => {
      try {
        const signedIn = await auth.refresh(app.deps, request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(app, request, reply, signedIn.refreshToken);
        return ok(signedIn.response);
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    { config: { access: 'public' }, schema: { tags, summary: 'Sign out: revokes the refresh token family', response: { 200: ZNoData } } },
    async (request, reply) => {
      await auth.logout(app.deps, request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return ok(null);
    },
  );

  app.get(
    '/auth/profile',
    { config: { access: 'signedIn' }, schema: { tags, summary: 'The signed-in user', response: { 200: ZSuccessOf(ZProfile) } } },
    async (request) => ok(await auth.profile(app.deps, request.auth!)),
  );

  app.put(
    '/auth/profile/locale',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Remember the signed-in user's language (en or hi); sign-in, refresh and profile carry it",
        body: ZSetLocale,
        response: { 200: ZSuccessOf(ZSetLocale) },
      },
    },
    async (request) => ok(await auth.setLocale(app.deps, request.auth!, request.body.locale)),
  );
}

