import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';
import { safeError } from './http/safe-error';

export type { Logger };

/**
 * Structured JSON logs. Secrets are redacted wherever they could appear by mistake;
 * the request logger never passes headers or bodies in the first place.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'workerapi' },
    // Errors are logged by type, code, scrubbed message and frames only (statement parameters never).
    serializers: { err: safeError, error: safeError },
    redact: {
      paths: [
        'authorization',
        'password',
        'token',
        'idToken',
        'adminKey',
        '*.authorization',
        '*.password',
        '*.token',
        '*.idToken',
        '*.adminKey',
        'headers.authorization',
        'email',
        'newEmail',
        'accountNumber',
        'holderName',
        'phone',
        'params',
        'parameters',
        '*.email',
        '*.newEmail',
        '*.accountNumber',
        '*.holderName',
        '*.phone',
        '*.params',
        '*.parameters',
        'req.headers.authorization',
      ],
      censor: '[redacted]',
    },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}
