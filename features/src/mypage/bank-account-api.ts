import {
  AccountResponseSchema,
  SaveAccountResponseSchema,
  type AccountResponse,
  type BankAccountUpdateInput,
  type SaveAccountResponse,
} from './bank-account-schemas';
import { callApi } from 'shared/api';

/** GET /workerapi/account (spec §7) → { account } — null while the caller has registered none. */
export function getAccount(options: { signal?: AbortSignal } = {}): Promise<AccountResponse> {
  return callApi(AccountResponseSchema, { method: 'GET', url: '/workerapi/account', ...(options.signal ? { signal: options.signal } : {}) });
}

/** POST /workerapi/account (spec §7): registers or changes the caller's bank account → { account }. */
export function saveAccount(body: BankAccountUpdateInput): Promise<SaveAccountResponse> {
  return callApi(SaveAccountResponseSchema, { method: 'POST', url: '/workerapi/account', data: body });
}
