import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from 'shared/api';
import type { ReservationDetail, ReservationResponse } from 'features/chat';
import { detail } from '../test-data';
import { ReservationActions, type ReservationCalls } from './reservation-actions';

interface Sent {
  action: string;
  body?: unknown;
  key: string | undefined;
}

/** Plain stubs that record what was sent and answer with `answer()`. */
function stubCalls(answer: () => Promise<ReservationResponse>) {
  const sent: Sent[] = [];
  const calls: ReservationCalls = {
    accept: (_id, body, o = {}) => { sent.push({ action: 'accept', body, key: o.idempotencyKey }); return answer(); },
    complete: (_id, o = {}) => { sent.push({ action: 'complete', key: o.idempotencyKey }); return answer(); },
    decline: (_id, body, o = {}) => { sent.push({ action: 'decline', body, key: o.idempotencyKey }); return answer(); },
    cancel: (_id, body, o = {}) => { sent.push({ action: 'cancel', body, key: o.idempotencyKey }); return answer(); },
  };
  return { sent, calls };
}

function setup(reservation: ReservationDetail, answer: () => Promise<ReservationResponse>) {
  const done: string[] = [];
  const changed: string[] = [];
  const reloads: number[] = [];
  const { sent, calls } = stubCalls(answer);
  const props = { now: new Date(), calls, onDone: (_r: ReservationDetail, a: string) => done.push(a), onStateChanged: (m: string) => changed.push(m), onReload: () => reloads.push(1) };
  const { rerender } = render(<ReservationActions reservation={reservation} {...props} />);
  return { sent, done, changed, reloads, show: (next: ReservationDetail) => rerender(<ReservationActions reservation={next} {...props} />) };
}

const SHIBUYA = { date: '2026-12-14', startTime: '10:00', endTime: '17:00', place: '渋谷店' };

describe('ReservationActions', () => {
  it('a request: 承諾する opens a dialog with the focus inside; Esc closes it and focus returns', async () => {
    const user = userEvent.setup();
    setup(detail(), () => Promise.resolve({ reservation: detail({ status: 'confirmed' }) }));
    expect(screen.queryByRole('button', { name: '完了を報告する' })).toBeNull();
    const accept = screen.getByRole('button', { name: '承諾する' });
    await user.click(accept);
    const dialog = screen.getByRole('dialog', { name: 'この依頼を承諾しますか？' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(accept).toHaveFocus();
  });

  it('accepting sends an Idempotency-Key and reports success', async () => {
    const user = userEvent.setup();
    const { sent, done } = setup(detail(), () => Promise.resolve({ reservation: detail({ status: 'confirmed' }) }));
    await user.click(screen.getByRole('button', { name: '承諾する' }));
    await user.click(screen.getByRole('dialog').querySelectorAll('button')[1] as HTMLElement);
    expect(done).toEqual(['accept']);
    expect(sent[0]?.key).toMatch(/.{8,}/);
    expect(sent[0]?.body).toEqual({});
  });

  it('a request over a 確定 shift: the 承諾 dialog names the shift, and accepting says the worker saw it', async () => {
    const user = userEvent.setup();
    const { sent, done } = setup(detail({ shiftOverlaps: [SHIBUYA] }), () => Promise.resolve({ reservation: detail({ status: 'confirmed' }) }));
    await user.click(screen.getByRole('button', { name: '承諾する' }));
    const dialog = screen.getByRole('dialog', { name: 'この依頼を承諾しますか？' });
    const warning = screen.getByTestId('accept-shift-overlap');
    expect(dialog).toContainElement(warning);
    expect(warning).toHaveTextContent('この時間は確定したシフト（12月14日 10:00〜17:00 渋谷店）と重なっています（前後の移動時間30分を含む）。');
    expect(warning).toHaveTextContent('承諾すると、シフトと重なったまま予約が確定します。');
    // the focus on the safe choice, as for every 承諾
    expect(screen.getByRole('button', { name: '戻る' })).toHaveFocus();
    await user.click(dialog.querySelectorAll('.chat-dialog__actions button')[1] as HTMLElement);
    expect(sent[0]?.body).toEqual({ shiftOverlapAcknowledged: true });
    expect(done).toEqual(['accept']);
  });

  it('422: a shift confirmed since the page loaded — the dialog stays, says so, the reservation loads again; then 承諾 acknowledges it', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { sent, done, reloads, show } = setup(detail(), () =>
      refuse
        ? Promise.reject(new ApiError({ status: 422, key: 'DEFAULT', code: 'SHIFT_OVERLAP_NOT_ACKNOWLEDGED', message: 'この時間は確定したシフト（12月14日 10:00〜17:00 渋谷店）と重なっています' }))
        : Promise.resolve({ reservation: detail({ status: 'confirmed' }) }),
    );
    await user.click(screen.getByRole('button', { name: '承諾する' }));
    const confirm = () => user.click(screen.getByRole('dialog').querySelectorAll('.chat-dialog__actions button')[1] as HTMLElement);
    await confirm();
    expect(await screen.findByTestId('action-error')).toHaveTextContent('この時間に確定したシフトがあります。内容を確認し、承諾する場合はもう一度「承諾する」を押してください。');
    expect(reloads).toHaveLength(1);
    expect(done).toEqual([]);
    show(detail({ shiftOverlaps: [SHIBUYA] })); // what the reload brought
    expect(screen.getByTestId('accept-shift-overlap')).toHaveTextContent('12月14日 10:00〜17:00 渋谷店');
    refuse = false;
    await confirm();
    expect(sent.map((s) => s.body)).toEqual([{}, { shiftOverlapAcknowledged: true }]);
    // another body, another key: the server refuses a key sent again with another body
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
    expect(done).toEqual(['accept']);
  });

  it('decline: a reason is required; a failed send keeps the choice and text, and the retry re-sends the same key', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { sent, done } = setup(detail(), () =>
      fail ? Promise.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' })) : Promise.resolve({ reservation: detail({ status: 'declined' }) }),
    );
    await user.click(screen.getByRole('button', { name: '辞退する' }));
    const dialog = screen.getByRole('dialog', { name: 'この依頼を辞退しますか？' });
    const confirm = () => user.click(dialog.querySelectorAll('.chat-dialog__actions button')[1] as HTMLElement);
    await confirm();
    expect(screen.getByText('理由を選んでください')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'その他' }));
    await confirm();
    expect(await screen.findByText('理由を入力してください')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), '当日は別の予定があります');
    await confirm();
    expect(await screen.findByTestId('action-error')).toHaveTextContent('ネットワークエラーが発生しました。');
    expect(screen.getByRole('radio', { name: 'その他' })).toBeChecked();
    expect(screen.getByRole('textbox')).toHaveValue('当日は別の予定があります');

    fail = false;
    await confirm();
    expect(done).toEqual(['decline']);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[1]?.body).toEqual({ reasonCode: 'other', reasonText: '当日は別の予定があります' });
  });

  it('a confirm without a reason: the focus goes to the first invalid field, which is marked and described by its error', async () => {
    const user = userEvent.setup();
    const { sent } = setup(detail(), () => Promise.resolve({ reservation: detail({ status: 'declined' }) }));
    await user.click(screen.getByRole('button', { name: '辞退する' }));
    const dialog = screen.getByRole('dialog', { name: 'この依頼を辞退しますか？' });
    const confirm = () => user.click(dialog.querySelectorAll('.chat-dialog__actions button')[1] as HTMLElement);
    await confirm();
    const first = screen.getAllByRole('radio')[0] as HTMLElement;
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('理由を選んでください');
    expect(screen.getByRole('alert')).toHaveTextContent('理由を選んでください');

    await user.click(screen.getByRole('radio', { name: 'その他' }));
    await confirm();
    const text = screen.getByRole('textbox');
    expect(text).toHaveFocus();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(expect.stringContaining('理由を入力してください'));
    expect(sent).toHaveLength(0);
  });

  it('409 "state changed" closes the dialog and hands the message on', async () => {
    const user = userEvent.setup();
    const { changed } = setup(detail(), () =>
      Promise.reject(new ApiError({ status: 409, key: 'DEFAULT', code: 'RESERVATION_STATE_CHANGED', message: 'この予約はすでに「キャンセル」になっているため、操作できませんでした。' })),
    );
    await user.click(screen.getByRole('button', { name: '承諾する' }));
    await user.click(screen.getByRole('dialog').querySelectorAll('.chat-dialog__actions button')[1] as HTMLElement);
    expect(changed).toEqual(['この予約はすでに「キャンセル」になっているため、操作できませんでした。']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('accepted in another tab while this one shows the accept dialog: the dialog closes (its action is gone), キャンセルする remains', async () => {
    const user = userEvent.setup();
    const { calls } = stubCalls(() => new Promise(() => undefined));
    const props = { now: new Date(), calls, onDone: () => undefined, onStateChanged: () => undefined };
    const { rerender } = render(<ReservationActions reservation={detail()} {...props} />);
    await user.click(screen.getByRole('button', { name: '承諾する' }));
    expect(screen.getByRole('dialog', { name: 'この依頼を承諾しますか？' })).toBeInTheDocument();
    // The page reloaded the reservation after the other tab's live event.
    rerender(<ReservationActions reservation={detail({ status: 'confirmed', startInHours: 72 })} {...props} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: '承諾する' })).toBeNull();
    expect(screen.getByRole('button', { name: 'キャンセルする' })).toBeInTheDocument();
  });

  it('a 409 clash stays in the dialog with the message naming it', async () => {
    const user = userEvent.setup();
    setup(detail(), () => Promise.reject(new ApiError({ status: 409, key: 'DEFAULT', code: 'RESERVATION_CONFLICT', message: '11月24日(火) 10:00〜12:00 の鈴木 健一 様の予約（前後の移動時間30分を含む）と重なるため承諾できません。' })));
    await user.click(screen.getByRole('button', { name: '承諾する' }));
    await user.click(screen.getByRole('dialog').querySelectorAll('.chat-dialog__actions button')[1] as HTMLElement);
    expect(await screen.findByTestId('action-error')).toHaveTextContent('鈴木 健一 様の予約');
  });

  it('confirmed, within 24 h: only キャンセルする (completion from the start), with the warning to confirm first', async () => {
    const user = userEvent.setup();
    const { sent } = setup(detail({ status: 'confirmed', startInHours: 5 }), () => Promise.resolve({ reservation: detail({ status: 'cancelled' }) }));
    expect(screen.queryByRole('button', { name: '承諾する' })).toBeNull();
    expect(screen.queryByRole('button', { name: '完了を報告する' })).toBeNull();
    expect(screen.getByText('完了の報告は開始時刻から行えます。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'キャンセルする' }));
    expect(screen.getByTestId('late-cancel-warning')).toHaveTextContent('開始まで24時間を切っています。');
    await user.click(screen.getByRole('radio', { name: '体調不良' }));
    const confirm = screen.getByRole('dialog').querySelectorAll('.chat-dialog__actions button')[1] as HTMLElement;
    await user.click(confirm);
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: '直前のキャンセルであることを理解しました' }));
    await user.click(confirm);
    expect(sent[0]?.body).toEqual({ reasonCode: 'health', lateCancelAcknowledged: true });
  });

  it('a started reservation can be reported complete; final states offer nothing', () => {
    setup(detail({ status: 'confirmed', startInHours: -1 }), () => Promise.resolve({ reservation: detail() }));
    expect(screen.getByRole('button', { name: '完了を報告する' })).toBeInTheDocument();
  });

  it.each(['completed', 'declined', 'expired', 'cancelled'] as const)('%s: no button, a sentence instead', (status) => {
    setup(detail({ status }), () => Promise.resolve({ reservation: detail() }));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByTestId('reservation-final')).toHaveTextContent('この予約はこれ以上変更できません。');
  });
});
