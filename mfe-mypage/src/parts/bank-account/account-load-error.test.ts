import { describe, expect, it } from 'vitest';
import { ApiError } from 'shared/api';
import { accountLoadError } from './account-load-error';

describe('accountLoadError', () => {
  const network = new ApiError({ status: null, key: 'NETWORK_ERROR' });

  it('offline, says the account is not kept on the phone and loads when the connection returns', () => {
    expect(accountLoadError(network, false).message).toBe('口座情報は安全のためこの端末に保存していないので、オフラインでは表示できません。接続が戻ると自動で表示します。');
  });

  it('online (a timeout, the server unreachable) or another error: the error\'s own message', () => {
    expect(accountLoadError(network, true).message).toBe('ネットワークエラーが発生しました。接続を確認してください。');
    const server = new ApiError({ status: 500, key: 'SERVER_ERROR' });
    expect(accountLoadError(server, false)).toBe(server);
  });
});
