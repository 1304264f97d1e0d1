import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCreateCreditor,
  ZCreateCreditPayment,
  ZCreditor,
  ZCreditorBalance,
  ZCreditorDeleteResult,
  ZCreditorListQuery,
  ZCreditorPaymentsQuery,
  ZCreditorSummary,
  ZCreditPayment,
  ZCreditPaymentListQuery,
  ZCreditPaymentResult,
  ZIdParam,
  ZPageOf,
  ZPageWithSummaryOf,
  ZReverseCreditPayment,
  ZStatementEntry,
  ZStatementQuery,
  ZStatementSummary,
  ZSuccessOf,
  ZTopCreditorsQuery,
  ZUpdateCreditor,
} from '@forecourt/shared';
import { tenantCtx } from '../../http/auth-guard';
import { ok } from '../../http/respond';
import * as creditors from './creditors.service';
import * as payments from './credit-payments.service';

/**
 * Creditors and credit payments (document 3, docs/decisions/015): owner and manager manage them; an
 * attendant reads only GET /attendant/creditors (the active creditors of assigned stations or of no
 * station) and gets 403 elsewhere.
 */
export default async function creditorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['creditors'];

  app.get(
    '/creditors',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: 'Creditors (search on party name or phone), with counts and the outstanding total over the filter',
        querystring: ZCreditorListQuery,
        response: { 200: ZSuccessOf(ZPageWithSummaryOf(ZCreditor, ZCreditorSummary)) },
      },
    },
    async (request) => ok(await creditors.listCreditors(tenantCtx(request), request.query)),
  );

  app.post(
    '/creditors',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Add a creditor', body: ZCreateCreditor, response: { 201: ZSuccessOf(ZCreditor) } },
    },
    async (request, reply) => reply.status(201).send(ok(await creditors.createCreditor(tenantCtx(request), request.body))),
  );

  app.get(
    '/creditors/top',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'The creditors owing the most (default 10)', querystring: ZTopCreditorsQuery, response: { 200: ZSuccessOf(ZPageOf(ZCreditor)) } },
    },
    async (request) => ok(await creditors.topCreditors(tenantCtx(request), request.query)),
  );

  // The same list under both paths the spec names.
  for (const url of ['/creditors/payments', '/credit-payments']) {
    app.get(
      url,
      {
        config: { access: 'ownerManager' },
        schema: { tags, summary: 'Credit payments, newest first (optionally one creditor’s)', querystring: ZCreditPaymentListQuery, response: { 200: ZSuccessOf(ZPageOf(ZCreditPayment)) } },
      },
      async (request) => ok(await payments.listPayments(tenantCtx(request), request.query.creditorId, request.query)),
    );
  }

  app.post(
    '/creditors/payments',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: "Record a payment from a creditor (lowers its balance); answers the payment and the creditor's figures",
        body: ZCreateCreditPayment,
        response: { 201: ZSuccessOf(ZCreditPaymentResult) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await payments.recordPayment(tenantCtx(request), request.body))),
  );

  app.post(
    '/creditors/payments/:id/reverse',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: 'Reverse a payment recorded by mistake (a reversal with the reason; once per payment); answers the reversal and the creditor',
        params: ZIdParam,
        body: ZReverseCreditPayment,
        response: { 201: ZSuccessOf(ZCreditPaymentResult) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await payments.reversePayment(tenantCtx(request), request.params.id, request.body))),
  );

  app.get(
    '/creditors/:id',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'One creditor', params: ZIdParam, response: { 200: ZSuccessOf(ZCreditor) } },
    },
    async (request) => ok(await creditors.getCreditor(tenantCtx(request), request.params.id)),
  );

  app.put(
    '/creditors/:id',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: 'Edit a creditor (any field; status active or inactive)', params: ZIdParam, body: ZUpdateCreditor, response: { 200: ZSuccessOf(ZCreditor) } },
    },
    async (request) => ok(await creditors.updateCreditor(tenantCtx(request), request.params.id, request.body)),
  );

  app.delete(
    '/creditors/:id',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: 'Delete a creditor without history; one with credit sales or payments is made inactive (the answer says which)',
        params: ZIdParam,
        response: { 200: ZSuccessOf(ZCreditorDeleteResult) },
      },
    },
    async (request) => ok(await creditors.deleteCreditor(tenantCtx(request), request.params.id)),
  );

  app.get(
    '/creditors/:id/balance',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: "A creditor's balance, limit and available credit", params: ZIdParam, response: { 200: ZSuccessOf(ZCreditorBalance) } },
    },
    async (request) => ok(await payments.creditorBalance(tenantCtx(request), request.params.id)),
  );

  app.get(
    '/creditors/:id/statement',
    {
      config: { access: 'ownerManager' },
      schema: {
        tags,
        summary: 'Credit sales and payments in date order with the running balance (from/to: days, inclusive)',
        params: ZIdParam,
        querystring: ZStatementQuery,
        response: { 200: ZSuccessOf(ZPageWithSummaryOf(ZStatementEntry, ZStatementSummary)) },
      },
    },
    async (request) => ok(await payments.creditorStatement(tenantCtx(request), request.params.id, request.query)),
  );

  app.get(
    '/creditors/:id/payments',
    {
      config: { access: 'ownerManager' },
      schema: { tags, summary: "A creditor's payments, newest first", params: ZIdParam, querystring: ZCreditorPaymentsQuery, response: { 200: ZSuccessOf(ZPageOf(ZCreditPayment)) } },
    },
    async (request) => ok(await payments.listCreditorPayments(tenantCtx(request), request.params.id, request.query)),
  );

  app.get(
    '/attendant/creditors',
    {
      config: { access: 'attendant' },
      schema: {
        tags: [...tags, 'attendant'],
        summary: 'The active creditors I may sell to on credit (of my stations or of no station)',
        querystring: ZCreditorListQuery,
        response: { 200: ZSuccessOf(ZPageOf(ZCreditor)) },
      },
    },
    async (request) => ok(await creditors.listUsableCreditors(tenantCtx(request), request.query)),
  );
}
