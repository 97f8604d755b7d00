import { authErrorMessage, type MessageKey } from 'shared/messages';

/** A failure of the identity provider, with its code and the spec §8 Japanese message. */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  /** The provider's code, e.g. 'auth/wrong-password'. */
  readonly code: string;
  constructor(code: string, options?: { cause?: unknown }) {
    super(authErrorMessage(code), options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
  }
}

/**
 * Spec §4: "If loading fails, the status code and message are passed on as the rejection."
 * `status` is null when no response arrived (offline).
 */
export class ProfileLoadError extends Error {
  override readonly name = 'ProfileLoadError';
  readonly status: number | null;
  readonly key: MessageKey;
  constructor(status: number | null, message: string, options: { key: MessageKey; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.key = options.key;
  }
}

function codeOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return null;
}

/** Any provider failure as an AuthError (an unknown failure gets the spec's 'エラーが発生しました。'). */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  return new AuthError(codeOf(error) ?? 'auth/internal-error', { cause: error });
}
