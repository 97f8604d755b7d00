// Answers to GETs that were sent before the client was asked (the shell's boot script: GET /workerapi/me and the
// first page's declared GETs), read without the HTTP stack when they are plain data: client.ts.
import type { ApiAdapter, ApiRequestConfig, ApiResponse, EarlyAnswerTaker } from './client';
import type { TransportSettings } from './axios-transport';

const ABSOLUTE = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** A Content-Type that says JSON (application/json, application/problem+json …): what the client parses. */
export const isJsonType = (type: string | null | undefined): boolean => /[/+]json\b/i.test(type ?? '');

/** A response's headers as the client gives them: lower-case names. */
export function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => { headers[name.toLowerCase()] = value; });
  return headers;
}

/** The URL a call goes to, as axios builds it (baseURL joined to a relative path; an absolute URL as it is). */
export function fullUrl(baseURL: string, url: string): string {
  if (ABSOLUTE.test(url) || !baseURL) return url;
  return `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The same resource whoever wrote the URL (relative or absolute). */
function sameKey(url: string, authorization: string | undefined): string {
  const base = globalThis.location?.href ?? 'http://localhost/';
  let href = url;
  try {
    href = new URL(url, base).href;
  } catch {
    /* compared as written */
  }
  return `${href} ${authorization ?? ''}`;
}

export interface TakenEarlyAnswer {
  url: string;
  authorization: string | undefined;
  response: Promise<Response>;
}

/**
 * The early answer for this call, taken (once), when there is one: a GET without query parameters that wants JSON,
 * with the Authorization the HTTP stack would send (the caller's own, else the stored token).
 */
export function takeEarlyAnswer(config: ApiRequestConfig, settings: Pick<TransportSettings, 'baseURL' | 'getToken'>, take: EarlyAnswerTaker | undefined): TakenEarlyAnswer | undefined {
  if (!take || (config.method ?? 'get').toLowerCase() !== 'get' || config.params || config.responseType === 'blob') return undefined;
  const own = Object.entries(config.headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  const token = settings.getToken();
  const authorization = own ?? (token ? `Bearer ${token}` : undefined);
  const url = fullUrl(settings.baseURL(), config.url);
  const response = take({ url, authorization });
  return response ? { url, authorization, response } : undefined;
}

export type EarlyRead =
  /** 2xx JSON: the caller's response, as the HTTP stack would have made it. */
  | { kind: 'data'; response: ApiResponse }
  /** Any other answer: for the HTTP stack to read (errors, an expired token, a body that is not JSON). */
  | { kind: 'answer'; answer: Response }
  /** No answer (the early request failed): the HTTP stack sends the call. */
  | { kind: 'failed' }
  /** The caller's signal aborted, or the call's timeout passed, before the answer came. */
  | { kind: 'canceled' | 'timeout'; cause: unknown };

class EarlyTimeout extends Error {}

/** Waits for an early answer within the call's own limits (its signal, its timeout) and reads it. */
export async function readEarlyAnswer(response: Promise<Response>, config: ApiRequestConfig, timeout: number): Promise<EarlyRead> {
  let answer: Response;
  try {
    answer = await within(response, config.signal, timeout);
  } catch (error) {
    if (config.signal?.aborted) return { kind: 'canceled', cause: error };
    if (error instanceof EarlyTimeout) return { kind: 'timeout', cause: error };
    return { kind: 'failed' };
  }
  if (!answer.ok || !isJsonType(answer.headers.get('content-type'))) return { kind: 'answer', answer };
  const text = await answer.text();
  try {
    if (text === '') throw new SyntaxError('empty');
    return { kind: 'data', response: { status: answer.status, data: JSON.parse(text) as unknown, headers: headersOf(answer) } };
  } catch {
    return { kind: 'answer', answer: new Response(text, { status: answer.status, statusText: answer.statusText, headers: answer.headers }) };
  }
}

function within(response: Promise<Response>, signal: AbortSignal | undefined, timeout: number): Promise<Response> {
  if (signal?.aborted) return Promise.reject(new DOMException('This operation was aborted', 'AbortError'));
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(new DOMException('This operation was aborted', 'AbortError'));
    const timer = timeout > 0 ? setTimeout(() => reject(new EarlyTimeout()), timeout) : undefined;
    signal?.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    });
  });
}

/** Answers handed to the HTTP stack: its next attempt at the same URL with the same Authorization gets the answer instead of the network, once. */
export class HandedOverAnswers {
  private readonly answers = new Map<string, Response>();

  put(url: string, authorization: string | undefined, answer: Response): void {
    this.answers.set(sameKey(url, authorization), answer);
  }

  drop(url: string, authorization: string | undefined): void {
    this.answers.delete(sameKey(url, authorization));
  }

  adapter(next: ApiAdapter): ApiAdapter {
    if (this.answers.size === 0) return next;
    return (request) => {
      const key = sameKey(request.url, request.headers.Authorization);
      const answer = request.method === 'GET' ? this.answers.get(key) : undefined;
      if (!answer) return next(request);
      this.answers.delete(key);
      return Promise.resolve(answer);
    };
  }
}
