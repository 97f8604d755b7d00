import { randomUUID } from 'node:crypto';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '@playwright/test';
import { cancelAsCustomer, createRequest, openFromList, startGatewayWithout } from '../support/reservations';
import { createWorker, signInAs } from '../support/workers';
import { pageStreamOpen } from '../support/event-stream';
import { addConfirmedShift } from '../support/shifts';

// Reservations across shell, mfe-chat, mfe-mypage and workerapi. Each test makes its own worker and acts as
// the customer through the local/test-only /workerapi/dev/… routes.

const customer = (family: string) => `${family} ${randomUUID().slice(0, 6)}`;

/** The Tokyo date `days` from today ('YYYY-MM-DD') and how the page writes it ('12月14日'). */
function tokyoDay(days: number): { date: string; label: string } {
  const date = new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const [, month, day] = date.split('-').map(Number);
  return { date, label: `${month}月${day}日` };
}

test('a request made by a customer appears under 依頼, is accepted, then shows under 予定 with the full address; the customer link opens the profile', async ({ page, request }) => {
  const worker = await createWorker(request);
  const name = customer('佐藤');
  const r = await createRequest(request, worker.email, { customerName: name, startInHours: 72, deadlineInHours: 2.5 });
  await signInAs(page, worker);

  await expect(page.getByTestId('dashboard-open-requests')).toContainText('1件');
  // My page says the time left as the list does, in red under three hours.
  await expect(page.getByTestId('dashboard-nearest-deadline')).toHaveText('最も近い返答期限まであと2時間');
  await expect(page.getByTestId('dashboard-nearest-deadline')).toHaveCSS('color', 'rgb(180, 35, 24)');
  await page.getByTestId('dashboard-open-requests').click();
  await expect(page).toHaveURL(/\/mypage\/reservation-list\?tab=requests$/);
  await expect(page.getByRole('tab', { name: /依頼/ })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByTestId('reservation-row').filter({ hasText: `${name} 様` });
  await expect(row).toContainText('依頼中');
  await expect(row).toContainText('あと2時間');
  await expect(row).toContainText('料金 12,000円');

  await row.click();
  await expect(page.getByTestId('address-hidden')).toBeVisible();
  await page.getByRole('button', { name: '承諾する' }).click();
  const dialog = page.getByRole('dialog', { name: 'この依頼を承諾しますか？' });
  await dialog.getByRole('button', { name: '承諾する' }).click();
  await expect(page.getByTestId('reservation-notice')).toContainText('依頼を承諾しました。');
  await expect(page.getByTestId('status-chip')).toHaveText('確定');
  // The street address in full (the dev route takes its customers in turn: Tokyo or Kawasaki, by how many came before).
  await expect(page.getByTestId('reservation-address')).toHaveText(/^(東京都|神奈川県)\S+[区市]\S*\d/);
  await expect(page.getByTestId('reservation-history')).toContainText('確定（あなた）');

  await page.goto('/mypage/reservation-list?tab=upcoming');
  const upcoming = page.getByTestId('reservation-panel-upcoming').getByTestId('reservation-row').filter({ hasText: `${name} 様` });
  await expect(upcoming).toContainText('確定');
  await expect(page.getByRole('tab', { name: /依頼/ })).toContainText('0');
  await upcoming.click();
  await expect(page).toHaveURL(new RegExp(`/mypage/reservation/${r.id}$`));
  await expect(page.getByTestId('reservation-address')).toBeVisible();

  await page.getByTestId('customer-link').click();
  await expect(page).toHaveURL(new RegExp(`/mypage/user/${r.customerId}$`));
  await expect(page.getByTestId('customer-name')).toHaveText(`${name} 様`);
  await expect(page.getByText('これまでの予約 1件・完了 0件')).toBeVisible();
  await expect(page.getByTestId('customer-next')).toBeVisible();
});

test('the dashboard shows the next reservation and links to it', async ({ page, request }) => {
  const worker = await createWorker(request);
  const name = customer('高橋');
  const r = await createRequest(request, worker.email, { customerName: name, startInHours: 30, status: 'confirmed' });
  await signInAs(page, worker);
  const card = page.getByTestId('dashboard-next-reservation');
  await expect(card).toContainText(`${name} 様`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/mypage/reservation/${r.id}$`));
  await expect(page.getByTestId('status-chip')).toHaveText('確定');
});

test("another worker's customer or reservation, or an unknown id, shows the not-found screen", async ({ page, request }) => {
  const worker = await createWorker(request);
  const other = await createWorker(request);
  const theirs = await createRequest(request, other.email, { customerName: customer('鈴木') });
  await signInAs(page, worker);
  for (const path of [`/mypage/user/${theirs.customerId}`, '/mypage/user/00000000-0000-4000-8000-000000000000', `/mypage/reservation/${theirs.id}`]) {
    await page.goto(path);
    const screen = page.getByTestId('error-screen');
    await expect(screen).toContainText('お探しのページが見つかりませんでした。');
    await expect(screen.getByRole('link', { name: 'マイページ' })).toBeVisible();
  }
});

test('accepting a request the customer has just cancelled shows its current state, and no button any more', async ({ page, request }) => {
  const worker = await createWorker(request);
  const name = customer('田中');
  const r = await createRequest(request, worker.email, { customerName: name });
  // The cancellation must not reach the page live before the worker taps (the race this test is about): no stream.
  await page.route('**/workerapi/events', (route) => route.abort());
  await signInAs(page, worker);
  await page.goto(`/mypage/reservation/${r.id}`);
  await expect(page.getByTestId('status-chip')).toHaveText('依頼中');
  await cancelAsCustomer(request, r.id);
  await page.getByRole('button', { name: '承諾する' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '承諾する' }).click();
  await expect(page.getByTestId('reservation-notice')).toContainText('この予約はすでに「キャンセル」になっているため、操作できませんでした。');
  await expect(page.getByTestId('status-chip')).toHaveText('キャンセル');
  await expect(page.getByTestId('reservation-final')).toBeVisible();
  await expect(page.getByRole('button', { name: '承諾する' })).toHaveCount(0);
});

test('accepting a request too close to a confirmed reservation is refused, naming the clash', async ({ page, request }) => {
  const worker = await createWorker(request);
  const booked = customer('伊藤');
  await createRequest(request, worker.email, { customerName: booked, startInHours: 48, minutes: 120, status: 'confirmed' });
  const r = await createRequest(request, worker.email, { customerName: customer('渡辺'), startInHours: 48 + 2 + 15 / 60, minutes: 60 });
  await signInAs(page, worker);
  await page.goto(`/mypage/reservation/${r.id}`);
  await page.getByRole('button', { name: '承諾する' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '承諾する' }).click();
  await expect(dialog.getByTestId('action-error')).toContainText(`${booked} 様の予約（前後の移動時間30分を含む）と重なるため承諾できません。`);
  await dialog.getByRole('button', { name: '戻る' }).click();
  await expect(page.getByTestId('status-chip')).toHaveText('依頼中');
});

test('a request over a 確定 shift says so on its page and in the 承諾 confirmation; the worker can still accept it deliberately', async ({ page, request }) => {
  const worker = await createWorker(request);
  const day = tokyoDay(3);
  await addConfirmedShift(request, worker.idToken, { date: day.date, startTime: '10:00', endTime: '17:00', place: '渋谷店' });
  const r = await createRequest(request, worker.email, { customerName: customer('小林'), startsAt: `${day.date}T12:00:00+09:00`, minutes: 120 });
  await signInAs(page, worker);
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto(`/mypage/reservation/${r.id}`);
  const overlap = `この時間は確定したシフト（${day.label} 10:00〜17:00 渋谷店）と重なっています`;
  // On the first screen, before the facts: not found only by scrolling down to 承諾する.
  await expect(page.getByTestId('shift-overlap')).toContainText(overlap);
  await expect(page.getByTestId('shift-overlap')).toBeInViewport();

  await page.getByRole('button', { name: '承諾する' }).click();
  const dialog = page.getByRole('dialog', { name: 'この依頼を承諾しますか？' });
  await expect(dialog.getByTestId('accept-shift-overlap')).toContainText(overlap);
  await expect(dialog.getByTestId('accept-shift-overlap')).toContainText('承諾すると、シフトと重なったまま予約が確定します。');
  await dialog.getByRole('button', { name: '承諾する' }).click();
  await expect(page.getByTestId('reservation-notice')).toHaveText('依頼を承諾しました。予約が確定しました。');
  await expect(page.getByTestId('status-chip')).toHaveText('確定');
  // Still there to see (and to sort out with the operator) once confirmed.
  await expect(page.getByTestId('shift-overlap')).toContainText(overlap);
});

test('a shift confirmed after the request was opened: the first 承諾 stops and shows it, the next one accepts', async ({ page, request }) => {
  const worker = await createWorker(request);
  const day = tokyoDay(4);
  const r = await createRequest(request, worker.email, { customerName: customer('加藤'), startsAt: `${day.date}T18:00:00+09:00`, minutes: 90 });
  await signInAs(page, worker);
  await page.goto(`/mypage/reservation/${r.id}`);
  await expect(page.getByTestId('status-chip')).toHaveText('依頼中');
  await expect(page.getByTestId('shift-overlap')).toHaveCount(0);
  // The operator confirms a shift meanwhile: 13:00〜22:00 at 新宿店.
  await addConfirmedShift(request, worker.idToken, { date: day.date, startTime: '13:00', endTime: '22:00', place: '新宿店' });

  await page.getByRole('button', { name: '承諾する' }).click();
  const dialog = page.getByRole('dialog', { name: 'この依頼を承諾しますか？' });
  await dialog.getByRole('button', { name: '承諾する' }).click();
  await expect(dialog.getByTestId('action-error')).toContainText('この時間に確定したシフトがあります。');
  const overlap = `この時間は確定したシフト（${day.label} 13:00〜22:00 新宿店）と重なっています`;
  await expect(dialog.getByTestId('accept-shift-overlap')).toContainText(overlap);
  await expect(page.getByTestId('status-chip')).toHaveText('依頼中');
  await dialog.getByRole('button', { name: '承諾する' }).click();
  await expect(page.getByTestId('reservation-notice')).toHaveText('依頼を承諾しました。予約が確定しました。');
  await expect(page.getByTestId('status-chip')).toHaveText('確定');
});

test('the customer cancels while the 承諾 confirmation is open, learnt when the stream (re)opens: the page says so where the worker looks, with the focus', async ({ page, context, request }) => {
  const worker = await createWorker(request);
  const r = await createRequest(request, worker.email, { customerName: customer('吉田') });
  // No stream until the cancellation happened: it is learnt as after a reconnect, from the reload, not from an event.
  await page.route('**/workerapi/events', (route) => route.abort());
  await signInAs(page, worker);
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto(`/mypage/reservation/${r.id}`);
  await page.getByRole('button', { name: '承諾する' }).click();
  const dialog = page.getByRole('dialog', { name: 'この依頼を承諾しますか？' });
  await expect(dialog).toBeVisible();
  await cancelAsCustomer(request, r.id);

  // The connection comes back: the stream opens at once and the page loads the reservation again.
  await context.setOffline(true);
  await page.unroute('**/workerapi/events');
  const streamOpen = pageStreamOpen(page);
  await context.setOffline(false);
  await streamOpen;

  await expect(dialog).toHaveCount(0);
  const notice = page.getByTestId('reservation-notice');
  await expect(notice).toHaveText('この予約の状態が変わっています。最新の状態を表示しました。');
  await expect(notice).toBeInViewport();
  await expect(page.locator('.chat-notice')).toBeFocused();
  await expect(page.getByTestId('status-chip')).toHaveText('キャンセル');
  await expect(page.getByTestId('status-chip')).toBeInViewport();
  await expect(page.getByRole('button', { name: '承諾する' })).toHaveCount(0);
});

test('at 320×568 the late-cancellation sheet keeps its buttons whole and on screen while its body scrolls', async ({ page, request }) => {
  const worker = await createWorker(request);
  const r = await createRequest(request, worker.email, { customerName: customer('山口'), startInHours: 5, status: 'confirmed' });
  await signInAs(page, worker);
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto(`/mypage/reservation/${r.id}`);
  await page.getByRole('button', { name: 'キャンセルする' }).click();
  const dialog = page.getByRole('dialog', { name: 'この予約をキャンセルしますか？' });
  await expect(dialog.getByTestId('late-cancel-warning')).toBeVisible();
  const back = dialog.getByRole('button', { name: '戻る' });
  const confirm = dialog.getByRole('button', { name: 'キャンセルする' });
  const oneLine = async (button: typeof confirm) =>
    button.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size === 1;
    });
  for (const button of [back, confirm]) {
    await expect(button).toBeInViewport({ ratio: 1 });
    expect(await oneLine(button)).toBe(true);
  }

  // The acknowledgement at the top, the last reason and the text at the bottom of the body: the buttons stay put.
  await dialog.getByRole('checkbox', { name: '直前のキャンセルであることを理解しました' }).check();
  await dialog.getByRole('radio', { name: 'その他' }).check();
  await dialog.getByRole('textbox').fill('家族の急病のため');
  await expect(dialog.getByRole('textbox')).toBeInViewport();
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await confirm.click();
  await expect(page.getByTestId('status-chip')).toHaveText('キャンセル');
  await expect(page.getByTestId('reservation-notice')).toHaveText('予約をキャンセルしました。');
});

test('declining asks for a reason and records it', async ({ page, request }) => {
  const worker = await createWorker(request);
  const name = customer('山本');
  await createRequest(request, worker.email, { customerName: name });
  await signInAs(page, worker);
  await openFromList(page, '依頼', name);
  await page.getByRole('button', { name: '辞退する' }).click();
  const dialog = page.getByRole('dialog', { name: 'この依頼を辞退しますか？' });
  await dialog.getByRole('button', { name: '辞退する' }).click();
  await expect(dialog).toContainText('理由を選んでください');
  await dialog.getByRole('radio', { name: '移動距離が長い' }).check();
  await dialog.getByRole('button', { name: '辞退する' }).click();
  await expect(page.getByTestId('status-chip')).toHaveText('辞退');
  await expect(page.getByTestId('reservation-history')).toContainText('移動距離が長い');
  await page.goto('/mypage/reservation-list?tab=past');
  await expect(page.getByTestId('reservation-panel-past').getByTestId('reservation-row').filter({ hasText: `${name} 様` })).toContainText('辞退');
});

test('axe finds no moderate or worse issue on the reservation list, a reservation and a customer profile', async ({ page, request }) => {
  const worker = await createWorker(request);
  const r = await createRequest(request, worker.email, { customerName: customer('中村'), deadlineInHours: 2 });
  await createRequest(request, worker.email, { customerName: customer('小林'), startInHours: 100, status: 'confirmed' });
  await signInAs(page, worker);

  await page.goto('/mypage/reservation-list');
  await expect(page.getByTestId('reservation-row')).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole('tab', { name: /予定/ }).click();
  await expect(page.getByTestId('reservation-panel-upcoming').getByTestId('reservation-row')).toHaveCount(1);
  await expectAccessible(page);

  await page.goto(`/mypage/reservation/${r.id}`);
  await expect(page.getByTestId('reservation-history')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '辞退する' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`/mypage/user/${r.customerId}`);
  await expect(page.getByTestId('customer-name')).toBeVisible();
  await expectAccessible(page);
});

test('with mfe_chat disabled, its pages show the area error and the rest of the app works', async ({ browser, request }) => {
  const worker = await createWorker(request);
  const gateway = await startGatewayWithout('mfe_chat');
  const context = await browser.newContext({ baseURL: gateway.url });
  try {
    const page = await context.newPage();
    await signInAs(page, worker);
    await expect(page.getByTestId('mypage-greeting')).toBeVisible();
    await page.goto('/mypage/reservation-list');
    const area = page.getByTestId('area-error');
    await expect(area).toContainText('ページを表示できませんでした');
    await expect(page.getByRole('button', { name: 'ログアウト' })).toBeVisible();
    await area.getByRole('link', { name: 'マイページ' }).click();
    await expect(page.getByTestId('mypage-greeting')).toBeVisible();
    await page.goto('/mypage/shift-list');
    await expect(page.getByRole('heading', { level: 1, name: 'シフト一覧' })).toBeVisible();
  } finally {
    await context.close();
    await gateway.close();
  }
});

test("live: a customer's new request shows on my page and under 依頼 without a reload; a cancellation shows on the open reservation", async ({ page, request }) => {
  const worker = await createWorker(request);
  const streamOpen = pageStreamOpen(page);
  await signInAs(page, worker);
  await streamOpen;
  await expect(page.getByTestId('dashboard-open-requests')).toContainText('返答待ちの依頼はありません');

  await createRequest(request, worker.email, { customerName: customer('伊藤') });
  await expect(page.getByTestId('dashboard-open-requests')).toContainText('1件');

  await page.getByTestId('dashboard-open-requests').click();
  await expect(page.getByTestId('reservation-row')).toHaveCount(1);
  const name = customer('高橋');
  const second = await createRequest(request, worker.email, { customerName: name });
  const row = page.getByTestId('reservation-row').filter({ hasText: `${name} 様` });
  await expect(row).toContainText('依頼中');
  await expect(page.getByTestId('reservation-row')).toHaveCount(2);
  await expect(page.getByRole('tab', { name: /依頼/ })).toContainText('2');

  await row.click();
  await expect(page.getByTestId('status-chip')).toHaveText('依頼中');
  await cancelAsCustomer(request, second.id);
  await expect(page.getByTestId('status-chip')).toHaveText('キャンセル');
  await expect(page.getByTestId('reservation-notice')).toContainText('この予約の状態が変わっています。最新の状態を表示しました。');
  await expect(page.getByRole('button', { name: '承諾する' })).toHaveCount(0);
});

test("live across the worker's tabs: accepting in one tab updates my page and the open reservation in another; the accepting tab says only that it accepted", async ({ page, request }) => {
  const worker = await createWorker(request);
  const name = customer('中村');
  const r = await createRequest(request, worker.email, { customerName: name, startInHours: 96 });
  await signInAs(page, worker);
  await expect(page.getByTestId('dashboard-open-requests')).toContainText('1件');

  // A second tab of the same session, on my page, and a third with the same reservation open.
  const dashboard = await page.context().newPage();
  const dashboardStream = pageStreamOpen(dashboard);
  await dashboard.goto('/mypage');
  await dashboardStream;
  await expect(dashboard.getByTestId('dashboard-open-requests')).toContainText('1件');
  const detail = await page.context().newPage();
  const detailStream = pageStreamOpen(detail);
  await detail.goto(`/mypage/reservation/${r.id}`);
  await detailStream;
  await expect(detail.getByTestId('status-chip')).toHaveText('依頼中');

  const acceptingStream = pageStreamOpen(page);
  await page.goto(`/mypage/reservation/${r.id}`);
  await acceptingStream;
  await page.getByRole('button', { name: '承諾する' }).click();
  await page.getByRole('dialog', { name: 'この依頼を承諾しますか？' }).getByRole('button', { name: '承諾する' }).click();
  await expect(page.getByTestId('reservation-notice')).toHaveText('依頼を承諾しました。予約が確定しました。');
  await expect(page.getByTestId('status-chip')).toHaveText('確定');

  await expect(dashboard.getByTestId('dashboard-open-requests')).toContainText('返答待ちの依頼はありません');
  await expect(dashboard.getByTestId('dashboard-next-reservation')).toContainText(`${name} 様`);
  await expect(detail.getByTestId('status-chip')).toHaveText('確定');
  await expect(detail.getByTestId('reservation-notice')).toContainText('この予約の状態が変わっています。最新の状態を表示しました。');
  await expect(detail.getByRole('button', { name: '承諾する' })).toHaveCount(0);
  // The accepting tab's notice is still its own.
  await expect(page.getByTestId('reservation-notice')).toHaveText('依頼を承諾しました。予約が確定しました。');
});

test('back from a reservation opened after もっと見る, the past list keeps its rows and the place the worker left it', async ({ page, request }) => {
  const worker = await createWorker(request);
  // 21 past reservations (one more than a page): each one a request the customer cancelled, the oldest first.
  const names: string[] = [];
  for (let i = 0; i < 21; i += 1) {
    const name = customer(`過去${String(i).padStart(2, '0')}`);
    const r = await createRequest(request, worker.email, { customerName: name, startInHours: 24 + i });
    await cancelAsCustomer(request, r.id);
    names.push(name);
  }
  await signInAs(page, worker);
  await page.goto('/mypage/reservation-list?tab=past');
  const rows = page.getByTestId('reservation-panel-past').getByTestId('reservation-row');
  await expect(rows).toHaveCount(20);
  await page.getByRole('button', { name: 'もっと見る' }).click();
  await expect(rows).toHaveCount(21);

  const last = rows.filter({ hasText: `${names[0]} 様` }); // the earliest start: last in the past tab
  await last.scrollIntoViewIfNeeded();
  await last.click();
  await expect(page.getByRole('heading', { level: 1, name: '予約の詳細' })).toBeVisible();
  await page.goBack();

  await expect(page).toHaveURL(/\/mypage\/reservation-list\?tab=past$/);
  await expect(rows).toHaveCount(21);
  await expect(last).toBeInViewport();
  await expect(page.getByRole('button', { name: 'もっと見る' })).toHaveCount(0);
});
