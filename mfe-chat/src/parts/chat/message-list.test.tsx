import { StrictMode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from 'shared/events';
import { firstUnreadId, MessageList } from './message-list';
import type { PendingMessage, ThreadModel } from './thread-model';

// What a screen reader hears from the message view. The log itself is not a live region: loading older messages
// (以前のメッセージを読み込む, up to 50 at a time) or opening the thread read nothing out. A separate, visually hidden
// status announces the newest message that arrives (from the other side, or mine from another device); a separate
// alert announces a send that failed just now — not the failed messages brought back from storage after a reload.

const PEER = '佐藤 美咲 様';
const at = (min: number) => `2026-11-23T01:${String(min).padStart(2, '0')}:00.000Z`;
const msg = (n: number, author: Message['author'] = 'customer', text = `メッセージ${n}`, clientId: string | null = null): Message => ({ id: `m${String(n).padStart(2, '0')}`, clientId, author, text, sentAt: at(n) });
const pending = (clientId: string, text: string, status: PendingMessage['status'], min: number): PendingMessage => ({
  clientId,
  text,
  createdAt: at(min),
  status,
  error: status === 'failed' ? '送信できませんでした。再送を押してください。' : null,
  resendWhenOnline: false,
});
const model = (confirmed: Message[], more: Partial<ThreadModel> = {}): ThreadModel => ({ confirmed, pending: [], peerReadAt: null, olderCursor: null, ...more });

function list(m: ThreadModel) {
  return <MessageList model={m} peerName={PEER} now={new Date(at(59))} onResend={() => undefined} onRemove={() => undefined} onLoadOlder={() => undefined} olderLoading={false} olderError={null} />;
}

const announced = () => screen.getByTestId('message-announcer').textContent ?? '';
const failureAnnounced = () => screen.getByTestId('message-failure-announcer').textContent ?? '';
/** The aria-live a screen reader applies to an element: its own, else its role's (log, status: polite; alert: assertive). */
function liveness(el: Element): string {
  const own = el.getAttribute('aria-live');
  if (own) return own;
  const role = el.getAttribute('role');
  return role === 'log' || role === 'status' ? 'polite' : role === 'alert' ? 'assertive' : 'off';
}
/** Every live region inside the log (the log included). */
const liveInLog = () => [screen.getByTestId('message-log'), ...screen.getByTestId('message-log').querySelectorAll('*')].filter((el) => liveness(el) !== 'off');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the message log and its announcements', () => {
  it('(a) the initial render: the log is not live and nothing is announced', () => {
    render(list(model([msg(10), msg(11, 'worker'), msg(12)], { olderCursor: 'c1' })));
    expect(liveInLog()).toEqual([]);
    const status = screen.getByTestId('message-announcer');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-atomic', 'true');
    expect(status).toHaveClass('chat-visually-hidden');
    expect(announced()).toBe('');
    expect(failureAnnounced()).toBe('');
  });

  it('(b) older messages put above are not announced', () => {
    const view = render(list(model([msg(10), msg(11, 'worker'), msg(12)], { olderCursor: 'c1' })));
    view.rerender(list(model([msg(1), msg(2, 'worker'), msg(3), msg(10), msg(11, 'worker'), msg(12)], { olderCursor: null })));
    expect(screen.getAllByTestId('message')).toHaveLength(6);
    expect(liveInLog()).toEqual([]);
    expect(announced()).toBe('');
  });

  it('(b) older messages that failed to load: that is read out (the log itself is not live)', () => {
    render(<MessageList model={model([msg(10)], { olderCursor: 'c1' })} peerName={PEER} now={new Date(at(59))} onResend={() => undefined} onRemove={() => undefined} onLoadOlder={() => undefined} olderLoading={false} olderError="メッセージを読み込めませんでした。" />);
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toContain('メッセージを読み込めませんでした。');
    expect(announced()).toBe('');
  });

  it('(c) a message that arrives is announced (its sender and text), and stays so while older ones load', () => {
    const view = render(list(model([msg(10), msg(11)], { olderCursor: 'c1' })));
    view.rerender(list(model([msg(10), msg(11), msg(12, 'customer', '駐車場は建物の裏です')], { olderCursor: 'c1' })));
    expect(announced()).toBe(`${PEER}：駐車場は建物の裏です`);
    view.rerender(list(model([msg(1), msg(2), msg(10), msg(11), msg(12, 'customer', '駐車場は建物の裏です')], { olderCursor: null })));
    expect(announced()).toBe(`${PEER}：駐車場は建物の裏です`);
    expect(liveInLog()).toEqual([]);
  });

  it('(c) under StrictMode too (the announcement is worked out while rendering)', () => {
    const view = render(<StrictMode>{list(model([msg(10)], { olderCursor: 'c1' }))}</StrictMode>);
    expect(announced()).toBe('');
    view.rerender(<StrictMode>{list(model([msg(10), msg(11, 'customer', 'こんにちは')], { olderCursor: 'c1' }))}</StrictMode>);
    expect(announced()).toBe(`${PEER}：こんにちは`);
    view.rerender(<StrictMode>{list(model([msg(1), msg(10), msg(11, 'customer', 'こんにちは')], { olderCursor: null }))}</StrictMode>);
    expect(announced()).toBe(`${PEER}：こんにちは`);
  });

  it('(c) several arriving at once (a refetch after a reconnect): the newest is announced', () => {
    const view = render(list(model([msg(10)])));
    view.rerender(list(model([msg(10), msg(11, 'customer', '一つ目'), msg(12, 'customer', '二つ目')])));
    expect(announced()).toBe(`${PEER}：二つ目`);
  });

  it('(c) the same text arriving again is announced again (the region’s content is replaced)', () => {
    const view = render(list(model([msg(10)])));
    view.rerender(list(model([msg(10), msg(11, 'customer', 'はい')])));
    const first = screen.getByTestId('message-announcer').firstElementChild;
    view.rerender(list(model([msg(10), msg(11, 'customer', 'はい'), msg(12, 'customer', 'はい')])));
    expect(announced()).toBe(`${PEER}：はい`);
    expect(screen.getByTestId('message-announcer').firstElementChild).not.toBe(first);
  });

  it('(c) a long message is announced shortened; the log shows it whole', () => {
    const long = 'あ'.repeat(300);
    const view = render(list(model([msg(10)])));
    view.rerender(list(model([msg(10), msg(11, 'customer', long)])));
    expect(announced().length).toBeLessThan(120);
    expect(announced()).toMatch(new RegExp(`^${PEER}：あ+…$`));
  });

  it('(c) what I just sent from here is not read back to me; mine from another device is', () => {
    const view = render(list(model([msg(10)])));
    view.rerender(list(model([msg(10)], { pending: [pending('k1', '10時に伺います', 'sending', 11)] })));
    expect(announced()).toBe('');
    view.rerender(list(model([msg(10), msg(11, 'worker', '10時に伺います', 'k1')])));
    expect(announced()).toBe('');
    view.rerender(list(model([msg(10), msg(11, 'worker', '10時に伺います', 'k1'), msg(12, 'worker', '別の端末から', 'k9')])));
    expect(announced()).toBe('あなた：別の端末から');
  });

  it('(c) an empty thread’s first message is announced', () => {
    const view = render(list(model([])));
    view.rerender(list(model([msg(10, 'operator', 'ご連絡ありがとうございます')])));
    expect(announced()).toBe(`${PEER}：ご連絡ありがとうございます`);
  });

  it('(d) failed messages restored from storage interrupt nothing; they show 再送 and 削除', () => {
    render(list(model([msg(10)], { pending: [pending('k1', '一', 'failed', 11), pending('k2', '二', 'failed', 12)] })));
    expect(screen.queryAllByRole('alert').filter((el) => el.textContent !== '')).toEqual([]);
    expect(failureAnnounced()).toBe('');
    expect(liveInLog()).toEqual([]);
    const bubble = screen.getByText('一').closest('[data-testid="message"]') as HTMLElement;
    expect(within(bubble).getByTestId('message-failed')).toHaveTextContent('送信できませんでした。再送を押してください。');
    // Not read out, but 再送 says why it is there when the worker reaches it.
    expect(within(bubble).getByRole('button', { name: '再送' })).toHaveAccessibleDescription('送信できませんでした。再送を押してください。');
    expect(within(bubble).getByRole('button', { name: '削除' })).toBeInTheDocument();
  });

  it('(d) a send that fails now is announced once, as an alert; resent, the alert is empty again', () => {
    const restoredOne = pending('k1', '一', 'failed', 11);
    const view = render(list(model([msg(10)], { pending: [restoredOne, pending('k2', '二', 'sending', 12)] })));
    expect(failureAnnounced()).toBe('');
    const failedNow = { ...pending('k2', '二', 'failed', 12), error: '送信できませんでした。接続が戻ると自動で再送します（今すぐ送るには再送を押してください）。' };
    view.rerender(list(model([msg(10)], { pending: [restoredOne, failedNow] })));
    const alert = screen.getByTestId('message-failure-announcer');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('送信できませんでした。接続が戻ると自動で再送します');
    expect(screen.queryAllByRole('alert').filter((el) => el.textContent !== '')).toEqual([alert]);
    expect(liveInLog()).toEqual([]);
    // Something else changes (a message arrives): the failure is not announced again.
    const node = alert.firstElementChild;
    view.rerender(list(model([msg(10), msg(13)], { pending: [restoredOne, { ...failedNow }] })));
    expect(alert.firstElementChild).toBe(node);
    // 再送: sending again, nothing left to alert.
    view.rerender(list(model([msg(10), msg(13)], { pending: [restoredOne, pending('k2', '二', 'sending', 12)] })));
    expect(failureAnnounced()).toBe('');
  });
});

describe('ここから未読メッセージ: where the unread messages began when the thread opened', () => {
  it('the unread-th of the other side’s messages from the newest; mine do not count; none when nothing was unread', () => {
    const log = [msg(1), msg(2), msg(3, 'worker'), msg(4), msg(5, 'worker'), msg(6)];
    expect(firstUnreadId(log, 2)).toBe('m04');
    expect(firstUnreadId(log, 1)).toBe('m06');
    expect(firstUnreadId(log, 0)).toBeNull();
    // More unread than loaded: the oldest shown of theirs.
    expect(firstUnreadId(log, 9)).toBe('m01');
    expect(firstUnreadId([msg(1, 'worker')], 1)).toBeNull();
  });

  it('the mark stands before that message and stays there when the thread is read and more arrive', () => {
    const one = (m: ThreadModel, unread: number) => (
      <MessageList model={m} peerName={PEER} now={new Date(at(59))} onResend={() => undefined} onRemove={() => undefined} onLoadOlder={() => undefined} olderLoading={false} olderError={null} unreadAtOpen={unread} />
    );
    const view = render(one(model([msg(1), msg(2, 'worker'), msg(3), msg(4)]), 2));
    const mark = screen.getByTestId('message-unread-mark');
    expect(mark).toHaveTextContent('ここから未読メッセージ');
    expect(mark).toHaveAttribute('role', 'separator');
    expect(mark.nextElementSibling).toHaveTextContent('メッセージ3');
    view.rerender(one(model([msg(1), msg(2, 'worker'), msg(3), msg(4), msg(5)]), 0));
    expect(screen.getAllByTestId('message-unread-mark')).toHaveLength(1);
    expect(screen.getByTestId('message-unread-mark').nextElementSibling).toHaveTextContent('メッセージ3');
  });

  it('no mark when the thread opened with nothing unread', () => {
    render(list(model([msg(1), msg(2)])));
    expect(screen.queryByTestId('message-unread-mark')).toBeNull();
  });
});

/**
 * jsdom lays nothing out: a log 200 px tall whose messages are 100 px each, one under the other, scrolled by scrollTop
 * (kept within what the messages fill, as a browser does).
 */
function fakeLayout() {
  const MESSAGE = 100;
  const LOG = 200;
  const isLog = (el: Element) => el.getAttribute('data-testid') === 'message-log';
  const bubbles = () => [...document.querySelectorAll('[data-testid="message"]')];
  const height = () => bubbles().length * MESSAGE;
  let top = 0;
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    return isLog(this) ? height() : 0;
  });
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return isLog(this) ? LOG : 0;
  });
  vi.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(function (this: Element) {
    return isLog(this) ? top : 0;
  });
  vi.spyOn(Element.prototype, 'scrollTop', 'set').mockImplementation(function (this: Element, value: number) {
    if (isLog(this)) top = Math.max(0, Math.min(value, height() - LOG));
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const i = bubbles().indexOf(this);
    const [y, h] = isLog(this) ? [0, LOG] : i >= 0 ? [i * MESSAGE - top, MESSAGE] : [0, 0];
    return { x: 0, y, top: y, bottom: y + h, left: 0, right: 320, width: 320, height: h, toJSON: () => ({}) } as DOMRect;
  });
  const log = () => screen.getByTestId('message-log');
  return {
    scrollTo: (value: number) => act(() => {
      log().scrollTop = value;
      fireEvent.scroll(log());
    }),
    /** A scroll whose event has not come yet (the browser sends it with the next frame). */
    scrollQuietly: (value: number) => {
      log().scrollTop = value;
    },
    top: () => top,
  };
}

describe('a message that arrives while the worker reads further up', () => {
  const props = (m: ThreadModel, onSeen: (id: string) => void) => ({ model: m, peerName: PEER, now: new Date(at(59)), onResend: () => undefined, onRemove: () => undefined, onLoadOlder: () => undefined, olderLoading: false, olderError: null, onSeen });
  const five = [msg(1), msg(2, 'worker'), msg(3), msg(4), msg(5)];

  it('leaves the view where it is; 「新しいメッセージ」 says so, counts them and scrolls to the newest; seen only then', () => {
    const layout = fakeLayout();
    const onSeen = vi.fn();
    const view = render(<MessageList {...props(model(five), onSeen)} />);
    // Opened at the end: the newest is in view.
    expect(layout.top()).toBe(300);
    expect(onSeen).toHaveBeenLastCalledWith('m05');
    expect(screen.queryByTestId('message-new-below')).toBeNull();

    layout.scrollTo(0);
    onSeen.mockClear();
    view.rerender(<MessageList {...props(model([...five, msg(6, 'customer', '部屋番号は301です')]), onSeen)} />);
    expect(layout.top()).toBe(0);
    expect(onSeen).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '新しいメッセージ' })).toBeVisible();
    // Said politely, with where it is.
    expect(announced()).toBe(`${PEER}：部屋番号は301です（一番下に届きました）`);
    expect(screen.getByTestId('message-announcer')).toHaveAttribute('aria-live', 'polite');

    view.rerender(<MessageList {...props(model([...five, msg(6, 'customer', '部屋番号は301です'), msg(7, 'customer', '駐車場は裏です')]), onSeen)} />);
    const button = screen.getByRole('button', { name: '新しいメッセージ 2件' });
    // Scrolling until only the first of them is in view: one is left.
    layout.scrollTo(400);
    expect(screen.getByRole('button', { name: '新しいメッセージ' })).toBe(button);
    expect(onSeen).not.toHaveBeenCalled();

    fireEvent.click(button);
    expect(layout.top()).toBe(500);
    expect(onSeen).toHaveBeenCalledWith('m07');
    expect(screen.queryByTestId('message-new-below')).toBeNull();
    // The focus is not lost with the button: the log has it, to read or scroll on.
    expect(screen.getByTestId('message-log')).toHaveFocus();
  });

  it('at the end of the log, what arrives is scrolled into view and seen at once; no button', () => {
    const layout = fakeLayout();
    const onSeen = vi.fn();
    const view = render(<MessageList {...props(model(five), onSeen)} />);
    view.rerender(<MessageList {...props(model([...five, msg(6, 'customer', '部屋番号は301です')]), onSeen)} />);
    expect(layout.top()).toBe(400);
    expect(onSeen).toHaveBeenLastCalledWith('m06');
    expect(screen.queryByTestId('message-new-below')).toBeNull();
    expect(announced()).toBe(`${PEER}：部屋番号は301です`);
  });

  it('a render between a scroll up and its event (a reload\'s answer) leaves the worker where they scrolled', () => {
    const layout = fakeLayout();
    const onSeen = vi.fn();
    const view = render(<MessageList {...props(model(five), onSeen)} />);
    expect(layout.top()).toBe(300);
    layout.scrollQuietly(0);
    // The same messages again (a thread read again after the stream opened): not taken back to the end.
    view.rerender(<MessageList {...props(model([...five]), onSeen)} />);
    expect(layout.top()).toBe(0);
  });

  it('mine, or older messages put above, bring no button', () => {
    const layout = fakeLayout();
    const onSeen = vi.fn();
    const view = render(<MessageList {...props(model(five, { olderCursor: 'c1' }), onSeen)} />);
    layout.scrollTo(100);
    view.rerender(<MessageList {...props(model([msg(0, 'customer', '古い'), ...five, msg(6, 'worker', '別の端末から', 'k9')], { olderCursor: null }), onSeen)} />);
    expect(screen.queryByTestId('message-new-below')).toBeNull();
  });
});
