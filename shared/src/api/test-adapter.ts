import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

// Test helper (not exported from shared/api): a tiny axios adapter that records requests and answers from a script.

export type Reply = { status: number; body?: unknown } | { networkError: true };

export interface RecordedRequest {
  method: string;
  url: string;
  baseURL: string | undefined;
  headers: Record<string, string>;
  params: unknown;
  /** The body as sent (after axios' transformRequest: a JSON string, or the FormData itself). */
  data: unknown;
}

export interface TestAdapter {
  adapter: AxiosAdapter;
  requests: RecordedRequest[];
}

function flatHeaders(config: InternalAxiosRequestConfig): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers.toJSON())) {
    if (value !== undefined && value !== null) out[name] = String(value);
  }
  return out;
}

/** Answers each request with the next reply (the last one repeats), or with `reply(request)` when a function. */
export function createTestAdapter(replies: Reply[] | ((request: RecordedRequest) => Reply)): TestAdapter {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      baseURL: config.baseURL,
      headers: flatHeaders(config),
      params: config.params,
      data: config.data,
    };
    requests.push(request);
    const reply = typeof replies === 'function' ? replies(request) : (replies[requests.length - 1] ?? replies[replies.length - 1]);
    if (!reply) throw new Error('test adapter: no reply scripted');
    if ('networkError' in reply) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response: AxiosResponse = {
      status: reply.status,
      statusText: String(reply.status),
      headers: { 'content-type': 'application/json' },
      config,
      // As a server sends it: JSON text, parsed by axios.
      data: reply.body === undefined ? '' : JSON.stringify(reply.body),
      request: {},
    };
    const validate = config.validateStatus;
    if (!validate || validate(reply.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  return { adapter, requests };
}
