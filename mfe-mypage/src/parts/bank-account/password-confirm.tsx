import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { reauthenticate, warmUp } from 'shared/auth';
import { ERROR_MESSAGES } from 'shared/messages';
import { Alert, Button, TextField } from 'shared/ui';
import { ACCOUNT_UI } from 'features/mypage';

export interface PasswordConfirmProps {
  onConfirmed: () => void;
  onCancel: () => void;
  /** Default: the identity provider's reauthenticate (shared/auth). */
  confirm?: (password: string) => Promise<void>;
}

/** Asks for the signed-in worker's password again (reauthenticate) before the bank account may be changed. */
export function PasswordConfirm({ onConfirmed, onCancel, confirm = reauthenticate }: PasswordConfirmProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    field.current?.focus();
    void warmUp();
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (password === '') {
      setError(ACCOUNT_UI.passwordRequired);
      field.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await confirm(password);
      onConfirmed();
    } catch (e) {
      setFailure(e instanceof Error && e.message ? e.message : ERROR_MESSAGES.DEFAULT);
      setBusy(false);
      // Back to the password, selected, to type it again (the focus stayed on 確認して進む, under the install offer
      // on a small screen).
      field.current?.focus();
      field.current?.select();
    }
  }

  return (
    <form className="password-confirm" aria-labelledby={titleId} noValidate onSubmit={(e) => void onSubmit(e)}>
      <h2 id={titleId} className="mypage-section-title">{ACCOUNT_UI.confirmTitle}</h2>
      <p>{ACCOUNT_UI.confirmBody}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        ref={field}
        label={ACCOUNT_UI.passwordLabel}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <div className="mypage-actions">
        <Button type="submit" loading={busy} loadingText={ACCOUNT_UI.confirmSubmitting} block>
          {ACCOUNT_UI.confirmSubmit}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy} block>
          {ACCOUNT_UI.confirmCancel}
        </Button>
      </div>
    </form>
  );
}
