import { BanksResponseSchema, BranchesResponseSchema, type BanksResponse, type BranchesResponse } from './banks-schemas';
import { callApi } from 'shared/api';

/** GET /workerapi/banks?q=… → { banks }: banks whose name, kana or code matches (zengin-code data). */
export function searchBanks(q: string, options: { signal?: AbortSignal } = {}): Promise<BanksResponse> {
  return callApi(BanksResponseSchema, {
    method: 'GET',
    url: '/workerapi/banks',
    params: { q },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** GET /workerapi/banks/{code}/branches?q=… → { bank, branches } of that bank. */
export function searchBranches(bankCode: string, q: string, options: { signal?: AbortSignal } = {}): Promise<BranchesResponse> {
  return callApi(BranchesResponseSchema, {
    method: 'GET',
    url: `/workerapi/banks/${encodeURIComponent(bankCode)}/branches`,
    params: { q },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
