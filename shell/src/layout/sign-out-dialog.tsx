import { UI } from 'shared/messages';
import { ConfirmDialog } from 'shared/ui';
import type { UnsentInput } from './unsent-input';

const LABELS: Record<UnsentInput, string> = {
  profile: UI.signOutUnsentProfile,
  shifts: UI.signOutUnsentShifts,
  messages: UI.signOutUnsentMessages,
};

/**
 * Asked before a sign-out that would delete what the worker typed and has not sent (a sign-out removes every remote's
 * drafts from the phone: shared/events). The focus starts on キャンセル and returns to ログアウト.
 */
export function SignOutDialog({ unsent, onConfirm, onCancel }: { unsent: readonly UnsentInput[]; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      title={UI.signOutConfirmTitle}
      confirmLabel={UI.signOutDiscard}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="sign-out-dialog"
    >
      <p>{UI.signOutUnsentIntro}</p>
      <ul>
        {unsent.map((kind) => (
          <li key={kind}>{LABELS[kind]}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
