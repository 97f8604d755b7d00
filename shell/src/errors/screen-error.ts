// What the error screen renders: a status (404 → not found) and a message, plus a stack for local runs.
export interface ScreenError {
  status?: number | null;
  message?: string;
  stack?: string;
}

export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message?: string,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

export function toScreenError(error: unknown): ScreenError {
  if (error instanceof Error) {
    const status = 'status' in error && typeof error.status === 'number' ? error.status : null;
    return { status, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  }
  if (typeof error === 'string') return { message: error };
  if (typeof error === 'object' && error !== null) {
    const status = 'status' in error && typeof error.status === 'number' ? error.status : null;
    const message = 'message' in error && typeof error.message === 'string' ? error.message : undefined;
    return { status, ...(message ? { message } : {}) };
  }
  return {};
}

/**
 * A page may throw an error carrying an HTTP status (403 access denied, 404 not found) to get the error
 * screen instead of the area's retry box. Duck-typed: the error may come from another bundle (a remote).
 */
export function isStatusError(error: unknown): error is Error & { status: number } {
  return error instanceof Error && 'status' in error && (error.status === 403 || error.status === 404);
}
