import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZHelpQuery,
  ZHelpTopic,
  ZOnboardingPreferences,
  ZOnboardingPreferencesUpdate,
  ZOnboardingStepParam,
  ZReminder,
  ZReminderIdParam,
  ZSetupGuide,
  ZSuccessOf,
  ZTrackEvent,
} from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as onboarding from './onboarding.service';

/**
 * Onboarding (document 1, section 7): the setup guide, skip and reset, per-user preferences, daily
 * reminders from real gaps, contextual help and usage tracking. The guide and reminders are for owners
 * and managers; preferences, help and tracking for every tenant user.
 */
export default async function onboardingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['onboarding'];

  app.get(
    '/onboarding/setup-guide',
    { config: { access: 'ownerManager' }, schema: { tags, summary: 'The setup guide steps', response: { 200: ZSuccessOf(ZSetupGuide) } } },
    async (request) => ok(await onboarding.setupGuide(tenantCtx(request))),
  );
  app.post(
    '/onboarding/setup-guide/:step/complete',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Mark a guide step as done', params: ZOnboardingStepParam, response: { 200: ZSuccessOf(ZSetupGuide) } },
    },
    async (request) => ok(await onboarding.completeStep(tenantCtx(request), request.params.step)),
  );
  app.post(
    '/onboarding/skip',
    { config: { access: 'ownerManager' }, schema: { tags, summary: 'Skip the setup guidance', response: { 200: ZSuccessOf(ZSetupGuide) } } },
    async (request) => ok(await onboarding.skip(tenantCtx(request))),
  );
  app.post(
    '/onboarding/reset',
    { config: { access: 'ownerManager' }, schema: { tags, summary: 'Start the setup guidance again', response: { 200: ZSuccessOf(ZSetupGuide) } } },
    async (request) => ok(await onboarding.reset(tenantCtx(request))),
  );
  app.get(
    '/onboarding/preferences',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'My notification preferences', response: { 200: ZSuccessOf(ZOnboardingPreferences) } },
    },
    async (request) => ok(await onboarding.preferences(tenantCtx(request))),
  );
  app.put(
    '/onboarding/preferences',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'Change my notification preferences', body: ZOnboardingPreferencesUpdate, response: { 200: ZSuccessOf(ZOnboardingPreferences) } },
    },
    async (request) => ok(await onboarding.updatePreferences(tenantCtx(request), request.body)),
  );
  app.get(
    '/onboarding/reminders',
    { config: { access: 'ownerManager' }, schema: { tags, summary: "Today's open reminders", response: { 200: ZSuccessOf(z.array(ZReminder)) } } },
    async (request) => ok(await onboarding.reminders(tenantCtx(request))),
  );
  app.post(
    '/onboarding/reminders/:id/complete',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: 'Mark a reminder done',
        params: ZReminderIdParam,
        response: { 200: ZSuccessOf(z.object({ id: z.string(), completed: z.literal(true) })) },
      },
    },
    async (request) => ok(await onboarding.completeReminder(tenantCtx(request), request.params.id)),
  );
  app.get(
    '/onboarding/help',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'Help for a screen', querystring: ZHelpQuery, response: { 200: ZSuccessOf(ZHelpTopic) } },
    },
    async (request) => ok(onboarding.help(request.query.route)),
  );
  app.post(
    '/onboarding/track',
    {
      config: { access: 'tenantAny' },
      schema: { tags, summary: 'Record a usage event', body: ZTrackEvent, response: { 200: ZSuccessOf(z.object({ recorded: z.literal(true) })) } },
    },
    async (request) => ok(await onboarding.track(tenantCtx(request), request.body)),
  );
}
