/**
 * The address a page handed over in its navigation state (`{ email }`), or '': /login passes what was typed to the
 * password reset page, and a page of my page passes the new address after an e-mail change.
 */
export function emailFromState(state: unknown): string {
  const email = typeof state === 'object' && state !== null && 'email' in state ? state.email : null;
  return typeof email === 'string' ? email : '';
}
