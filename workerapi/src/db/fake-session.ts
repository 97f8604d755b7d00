// Test doubles for the reconnecting PostgreSQL sessions (reconnecting-session.ts and its users): a pg.Client
// stand-in whose connect() works or is refused and which the test drops at will, and back-off timers the test
// fires one at a time.
import { EventEmitter } from 'node:events';
import type { SessionClient, Timers } from './reconnecting-session';

export const refused = (): Error => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });

export class FakeSessionClient extends EventEmitter implements SessionClient {
  ended = false;
  constructor(
    private readonly refuse: Error | null,
    private readonly dropMessage = 'terminating connection due to administrator command',
  ) {
    super();
  }
  connect(): Promise<void> {
    return this.refuse ? Promise.reject(this.refuse) : Promise.resolve();
  }
  end(): Promise<void> {
    if (!this.ended) {
      this.ended = true;
      this.emit('end');
    }
    return Promise.resolve();
  }
  /** What pg does when the server ends the session: an 'error' on the client, then 'end'. */
  drop(): void {
    this.emit('error', new Error(this.dropMessage));
    this.ended = true;
    this.emit('end');
  }
}

/** Back-off timers that only run when the test fires them. */
export function fakeTimers() {
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const options: Required<Pick<Timers, 'setTimer' | 'clearTimer'>> = {
    setTimer: (run, ms) => {
      const t = { run, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      (t as { cleared: boolean }).cleared = true;
    },
  };
  const pending = () => timers.filter((t) => !t.cleared);
  /** Runs the one pending back-off timer and lets the attempt settle. */
  const fire = async () => {
    const t = pending().at(-1);
    if (!t) throw new Error('no reconnect scheduled');
    t.cleared = true;
    t.run();
    await new Promise((resolve) => setImmediate(resolve)); // every promise of the attempt has settled
  };
  return { timers, options, pending, fire };
}
