import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../logger';

/** A logger (level info) whose lines are kept in memory, so a test can read what production would log. */
export function captureLog(): { logger: Logger; text: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => lines.join('') };
}
