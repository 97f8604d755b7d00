import { Hono } from 'hono';
import { parse } from 'zod/v4/core';
import { ACCOUNT_SIGN_IN_MAX_AGE_MS, requireRecentSignIn, requireToken, requireWorker } from '../auth/auth-middleware';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { parseOrThrow, validateJson } from '../http/validate';
import type { RouteDeps } from '../workers/worker-routes';
import { ACCOUNT_LABELS, AccountResponseSchema, BANK_SEARCH_LABELS, BankAccountUpdateSchema, BankSearchQuerySchema, BanksResponseSchema, BranchesResponseSchema, SaveAccountResponseSchema } from 'features/mypage/server';
import { findBankAccount, saveBankAccount } from './bank-account-repository';
import { matchBankNames } from './bank-names';
import { zenginBankIndex, type BankIndex } from './zengin-index';

export interface BankAccountRouteDeps extends RouteDeps {
  /** Default: the zengin-code index, loaded on the first search. */
  banks?: () => BankIndex;
}

const BANK_CODE = /^\d{4}$/;

/**
 * The worker's bank account (spec §7 GET/POST /workerapi/account) and the bank and branch search that fills it
 * (mounted under /workerapi). The worker comes from the token; a worker reads and writes only its own account.
 */
export function bankAccountRoutes({ db, verifier, banks = zenginBankIndex }: BankAccountRouteDeps) {
  const routes = new Hono<AppEnv>();

  // --- bank account (spec §7 GET/POST /workerapi/account) -----------------------------------------------------
  routes.get('/account', requireWorker(verifier, db), async (c) => {
    const account = (await findBankAccount(db, c.get('worker').id)) ?? null;
    return c.json(parse(AccountResponseSchema, { account }), 200);
  });

  routes.post('/account', requireWorker(verifier, db), requireRecentSignIn(ACCOUNT_SIGN_IN_MAX_AGE_MS), idempotency(db), validateJson(BankAccountUpdateSchema, ACCOUNT_LABELS), async (c) => {
    // The names must be the bank's and branch's own for their codes (issue 12 item 11).
    const body = c.req.valid('json');
    const names = matchBankNames(banks(), body);
    if (!names.ok) throw new ApiHttpError(400, 'VALIDATION_ERROR', { fields: names.fields });
    const account = await saveBankAccount(db, c.get('worker').id, { ...body, bankName: names.bankName, branchName: names.branchName });
    return c.json(parse(SaveAccountResponseSchema, { account }), 200);
  });

  // --- bank and branch search (zengin-code) ----------------------------------------------------------------
  routes.get('/banks', requireToken(verifier), (c) => {
    const { q } = parseOrThrow(BankSearchQuerySchema, { q: c.req.query('q') }, BANK_SEARCH_LABELS);
    const found = banks().searchBanks(q);
    return c.json(parse(BanksResponseSchema, { banks: found.items, truncated: found.truncated }), 200);
  });

  routes.get('/banks/:code/branches', requireToken(verifier), (c) => {
    const code = c.req.param('code');
    const { q } = parseOrThrow(BankSearchQuerySchema, { q: c.req.query('q') }, BANK_SEARCH_LABELS);
    const index = banks();
    const bank = BANK_CODE.test(code) ? index.findBank(code) : undefined;
    const branches = bank ? index.searchBranches(bank.code, q) : undefined;
    if (!bank || !branches) throw new ApiHttpError(404, 'BANK_NOT_FOUND');
    return c.json(parse(BranchesResponseSchema, { bank, branches: branches.items, truncated: branches.truncated }), 200);
  });

  return routes;
}
