import type { Auth } from 'firebase-admin/auth';

/** What workerapi changes at the identity provider (firebase-admin; the Auth emulator locally). */
export interface IdentityAdmin {
  /** True when a provider user other than `exceptUid` signs in with `email`. */
  emailInUse(email: string, exceptUid?: string): Promise<boolean>;
  /**
   * Sets the user's sign-in e-mail (marked verified: the worker opened the link sent to it).
   * @throws IdentityEmailInUseError when another user has the address.
   */
  updateEmail(uid: string, email: string): Promise<void>;
}

/** The address belongs to another provider user (→ 409 EMAIL_IN_USE). */
export class IdentityEmailInUseError extends Error {
  override readonly name = 'IdentityEmailInUseError';
}

const codeOf = (e: unknown): string | undefined =>
  typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : undefined;

export function createFirebaseIdentityAdmin(auth: Auth): IdentityAdmin {
  return {
    async emailInUse(email, exceptUid) {
      try {
        const user = await auth.getUserByEmail(email);
        return user.uid !== exceptUid;
      } catch (e) {
        if (codeOf(e) === 'auth/user-not-found') return false;
        throw e;
      }
    },
    async updateEmail(uid, email) {
      try {
        await auth.updateUser(uid, { email, emailVerified: true });
      } catch (e) {
        if (codeOf(e) === 'auth/email-already-exists') throw new IdentityEmailInUseError(email, { cause: e });
        throw e;
      }
    },
  };
}

/** An in-memory provider for tests: uid → e-mail. */
export interface FakeIdentityAdmin extends IdentityAdmin {
  readonly users: Map<string, string>;
  /** Makes the next updateEmail calls fail (the provider is down). */
  failing: boolean;
}

export function createFakeIdentityAdmin(): FakeIdentityAdmin {
  const admin: FakeIdentityAdmin = {
    users: new Map(),
    failing: false,
    emailInUse(email, exceptUid) {
      const wanted = email.toLowerCase();
      return Promise.resolve([...admin.users].some(([uid, e]) => uid !== exceptUid && e.toLowerCase() === wanted));
    },
    async updateEmail(uid, email) {
      if (admin.failing) throw new Error('identity provider unavailable');
      if (await admin.emailInUse(email, uid)) throw new IdentityEmailInUseError(email);
      admin.users.set(uid, email);
    },
  };
  return admin;
}
