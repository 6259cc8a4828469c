/**
 * Money out, for signed-in people: the owner's payout account and money per
 * story, withdrawals, co-signers and their invitations and votes, receipts.
 * Whose story (or whose vote) it is is checked before the body is read, so a
 * stranger learns nothing from their input being right or wrong.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { IdParams } from '../../contract/api/admin';
import {
  BankList,
  ConfirmAccountBody,
  Cosigning,
  DashboardMoney,
  PayoutAccountBody,
  PayoutAccountState,
  ReasonBody,
  ReceiptBody,
  Treasurer,
  TreasurerAnswer,
  TreasurerBody,
  TreasurerParams,
  Withdrawal,
  WithdrawalBody,
  WithdrawalParams,
} from '../../contract/api/withdrawals';
import { currentUser, requireUser } from '../auth/guard';

/** The `id` in the path as sent (before validation): checks of who may call run on it first. */
const rawId = (request: FastifyRequest) => String((request.params as { id?: unknown }).id ?? '');

export const payoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts, treasurers, withdrawals } = app.payouts;
  app.addHook('onRequest', requireUser);
  const me = async (request: FastifyRequest) => {
    const user = await currentUser(request);
    return { userId: user.userId, email: user.email, phone: user.phone };
  };
  const ownerFirst = {
    preValidation: async (request: FastifyRequest) => withdrawals.assertOwner((await me(request)).userId, rawId(request)),
  };
  const receiptOwnerFirst = {
    preValidation: async (request: FastifyRequest) => withdrawals.assertWithdrawalOwner((await me(request)).userId, rawId(request)),
  };
  const voterFirst = {
    preValidation: async (request: FastifyRequest) => withdrawals.assertVoter((await me(request)).userId, rawId(request)),
  };

  app.get('/api/payouts/banks', { schema: { response: { 200: BankList } } }, async () => ({ items: await accounts.banks() }));

  app.get('/api/dashboard/payout-account', { schema: { response: { 200: PayoutAccountState } } }, async (request) =>
    accounts.state((await me(request)).userId),
  );

  app.put(
    '/api/dashboard/payout-account',
    { schema: { body: PayoutAccountBody, response: { 200: PayoutAccountState } } },
    async (request) => accounts.save((await me(request)).userId, request.body),
  );

  app.post(
    '/api/dashboard/payout-account/confirm',
    { schema: { body: ConfirmAccountBody, response: { 200: PayoutAccountState } } },
    async (request) => accounts.confirm((await me(request)).userId, request.body.id),
  );

  app.get('/api/dashboard/money', { schema: { response: { 200: DashboardMoney } } }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return withdrawals.dashboard((await me(request)).userId);
  });

  app.post(
    '/api/campaigns/:id/withdrawals',
    { ...ownerFirst, schema: { params: WithdrawalParams, body: WithdrawalBody, response: { 201: Withdrawal } } },
    async (request, reply) => {
      const made = await withdrawals.request((await me(request)).userId, request.params.id, request.body.amount, request.body.purpose);
      return reply.status(201).send(made);
    },
  );

  app.post(
    '/api/campaigns/:id/treasurers',
    { ...ownerFirst, schema: { params: WithdrawalParams, body: TreasurerBody, response: { 201: Treasurer } } },
    async (request, reply) => reply.status(201).send(await treasurers.invite(await me(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/campaigns/:id/treasurers/:treasurerId',
    { ...ownerFirst, schema: { params: TreasurerParams, response: { 200: Treasurer } } },
    async (request) => treasurers.cancel((await me(request)).userId, request.params.id, request.params.treasurerId),
  );

  app.get('/api/cosigning', { schema: { response: { 200: Cosigning } } }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return treasurers.cosigning(await me(request));
  });

  app.post('/api/treasurers/:id/accept', { schema: { params: IdParams, response: { 200: TreasurerAnswer } } }, async (request) =>
    treasurers.answer(await me(request), request.params.id, true),
  );

  app.post('/api/treasurers/:id/decline', { schema: { params: IdParams, response: { 200: TreasurerAnswer } } }, async (request) =>
    treasurers.answer(await me(request), request.params.id, false),
  );

  app.post(
    '/api/withdrawals/:id/approve',
    { ...voterFirst, schema: { params: WithdrawalParams, response: { 200: Withdrawal } } },
    async (request) => withdrawals.vote((await me(request)).userId, request.params.id, 'approve'),
  );

  app.post(
    '/api/withdrawals/:id/decline',
    { ...voterFirst, schema: { params: WithdrawalParams, body: ReasonBody, response: { 200: Withdrawal } } },
    async (request) => withdrawals.vote((await me(request)).userId, request.params.id, 'decline', request.body.reason),
  );

  app.post(
    '/api/withdrawals/:id/receipt',
    { ...receiptOwnerFirst, schema: { params: WithdrawalParams, body: ReceiptBody, response: { 200: Withdrawal } } },
    async (request) => withdrawals.attachReceipt((await me(request)).userId, request.params.id, request.body.upload_id),
  );
};
