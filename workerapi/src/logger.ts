import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/**
 * Structured JSON logs. Secrets are redacted wherever they could appear by mistake;
 * the request logger never passes headers or bodies in the first place.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'workerapi' },
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
        'req.headers.authorization',
      ],
      censor: '[redacted]',
    },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}
