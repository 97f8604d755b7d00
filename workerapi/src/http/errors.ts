import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_MESSAGES, type ApiErrorCode } from './messages';

/** Field path (`email`, `items.0.date`) → the Japanese messages for it. */
export type FieldErrors = Record<string, string[]>;

/** The one error body shape: `{ error: { code, message, fields? } }` (docs/contracts.md). */
export interface ErrorBody {
  error: { code: ApiErrorCode; message: string; fields?: FieldErrors };
}

/** An error the API answers on purpose (4xx, or a deliberate 5xx). Thrown from anywhere; onError renders it. */
export class ApiHttpError extends Error {
  override readonly name = 'ApiHttpError';
  readonly status: ContentfulStatusCode;
  readonly code: ApiErrorCode;
  readonly fields: FieldErrors | undefined;

  constructor(status: ContentfulStatusCode, code: ApiErrorCode, options?: { message?: string; fields?: FieldErrors; cause?: unknown }) {
    super(options?.message ?? API_MESSAGES[code], { cause: options?.cause });
    this.status = status;
    this.code = code;
    this.fields = options?.fields;
  }

  toBody(): ErrorBody {
    return errorBody(this.code, this.message, this.fields);
  }
}

export function errorBody(code: ApiErrorCode, message: string = API_MESSAGES[code], fields?: FieldErrors): ErrorBody {
  return fields === undefined ? { error: { code, message } } : { error: { code, message, fields } };
}
