import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from 'shared/ui';
import { CHAT_UI, countGraphemes, MESSAGE_COUNTER_FROM, MESSAGE_MAX_LENGTH, prepareGraphemeCounting } from 'features/chat';
import { readDraft, writeDraft } from './drafts';

/**
 * The message field: Enter inserts a new line; the 送信 button or Ctrl/⌘+Enter sends. Empty or whitespace-only
 * text cannot be sent; at most 1,000 characters as the user sees them, the count shown near the limit. The
 * unsent text is kept as the thread's draft (localStorage) while typing; on 送信 it leaves the field and the draft
 * for the thread's unconfirmed messages (use-thread.ts keeps those in the same storage until the server has it).
 */
export function Composer({ draftKey, onSend }: { draftKey: string | null; onSend: (text: string) => void }) {
  const [text, setText] = useState(() => (draftKey ? readDraft(draftKey) : ''));
  const fieldId = useId();
  const hintId = useId();
  const counterId = useId();
  const overId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const count = countGraphemes(text);
  const tooLong = count > MESSAGE_MAX_LENGTH;
  const sendable = text.trim().length > 0 && !tooLong;

  useEffect(() => {
    if (draftKey) writeDraft(draftKey, text);
  }, [draftKey, text]);

  // The character count needs Intl's segmenter, whose first use costs tens of ms: made while the page is idle.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(prepareGraphemeCounting, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }, []);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!sendable) return;
    onSend(text);
    setText('');
    field.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while the IME converts: that Enter confirms the conversion (isComposing; keyCode 229 in older browsers).
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form className="msg-composer" onSubmit={submit} aria-label={CHAT_UI.messageLabel}>
      <label htmlFor={fieldId} className="chat-visually-hidden">{CHAT_UI.messageLabel}</label>
      <textarea
        ref={field}
        id={fieldId}
        className="ui-input ui-textarea msg-composer__field"
        rows={2}
        value={text}
        placeholder={CHAT_UI.placeholder}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${hintId}${count >= MESSAGE_COUNTER_FROM ? ` ${counterId}` : ''}${tooLong ? ` ${overId}` : ''}`}
        aria-invalid={tooLong || undefined}
        data-testid="message-input"
      />
      {/* Near the limit, a line of its own under the field: the count, and over the limit what is wrong. The row
          below keeps the hint and 送信 side by side at 360 px. */}
      {count >= MESSAGE_COUNTER_FROM ? (
        <div className="msg-composer__status">
          {tooLong ? <p id={overId} className="msg-error" role="alert" data-testid="message-too-long">{CHAT_UI.tooLong(MESSAGE_MAX_LENGTH)}</p> : null}
          <p id={counterId} className={`msg-composer__counter${tooLong ? ' msg-composer__counter--over' : ''}`} aria-live="polite" data-testid="message-counter">
            {CHAT_UI.counter(count, MESSAGE_MAX_LENGTH)}
          </p>
        </div>
      ) : null}
      <div className="msg-composer__row">
        {/* The keyboard shortcut is named only where there is a keyboard (a fine pointer that hovers): on a phone
            it was a line of noise. CSS picks the one shown; the hidden one is read by no one. */}
        <p id={hintId} className="chat-hint msg-composer__hint">
          <span className="msg-composer__hint--keyboard">{CHAT_UI.sendHint}</span>
          <span className="msg-composer__hint--touch">{CHAT_UI.sendHintTouch}</span>
        </p>
        <Button type="submit" disabled={!sendable} data-testid="message-send">{CHAT_UI.send}</Button>
      </div>
    </form>
  );
}
