import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../logger';

/**
 * A logger (level info) whose lines are kept in memory, so a test can read what production would log.
 * `text()` leaves out each line's `"time"`: a test that checks no port or number leaks into the log must not
 * fail because the clock's milliseconds happen to contain it (a CI run failed on `…5433` in a timestamp).
 */
export function captureLog(): { logger: Logger; text: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => lines.join('').replace(/"time":\d+,/g, '') };
}
