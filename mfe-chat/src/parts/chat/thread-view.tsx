import { useSession } from 'shared/store';
import { Alert, LoadError, useNow } from 'shared/ui';
import type { ThreadKind } from 'shared/events';
import { CHAT_UI } from 'features/chat';
import { LoadingSkeleton } from '../common/load-states';
import { Composer } from './composer';
import { draftKey } from './drafts';
import { MessageList } from './message-list';
import type { useThread } from './use-thread';
import { useStreamStatus } from '../common/use-live-events';
import { useOnline } from '../common/use-online';

/** The message view chats and inquiries share: the log, the reconnect note, and the composer (or why not). */
export function ThreadView({ kind, id, thread, peerName, readOnlyNote, unreadAtOpen = 0 }: { kind: ThreadKind; id: string; thread: ReturnType<typeof useThread>; peerName: string; readOnlyNote: string | null; unreadAtOpen?: number }) {
  const workerId = useSession((s) => s.worker?.id ?? null);
  const now = useNow();
  const status = useStreamStatus();
  // With no network at all, the shell's 「オフライン」 bar says so and that work resumes when it is back: 「接続が切れ
  // ました。再接続しています…」 under it would tell of a retry that cannot succeed yet. Said again once the phone is
  // online and the stream still not back.
  const online = useOnline();
  if (thread.load.status === 'loading') return <LoadingSkeleton label={CHAT_UI.loading} rows={4} />;
  if (thread.load.status === 'error') return <LoadError title={CHAT_UI.loadError} error={thread.load.error} onRetry={thread.reload} />;
  return (
    <>
      {status === 'reconnecting' && online ? (
        <p className="msg-reconnecting" role="status" data-testid="stream-reconnecting">{CHAT_UI.reconnecting}</p>
      ) : null}
      <MessageList
        model={thread.model}
        peerName={peerName}
        now={now}
        onResend={thread.resend}
        onRemove={thread.remove}
        onLoadOlder={() => void thread.loadOlder()}
        olderLoading={thread.olderLoading}
        olderError={thread.olderError?.message ?? null}
        unreadAtOpen={unreadAtOpen}
        onSeen={thread.seen}
      />
      {readOnlyNote ? (
        <Alert tone="info" data-testid="chat-read-only">{readOnlyNote}</Alert>
      ) : (
        <Composer key={`${kind}:${id}`} draftKey={workerId ? draftKey(workerId, kind, id) : null} onSend={thread.send} />
      )}
    </>
  );
}
