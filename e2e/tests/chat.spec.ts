import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { createWorker, signInAs } from '../support/workers';
import { createChat, customerSays, messages, restartWorkerapi } from '../support/chat';
import { pageStreamOpen } from '../support/event-stream';
import { waitForServiceWorkerControl } from '../support/pwa';

test.describe('chat with a customer (/mypage/chat/:id)', () => {
  test('a customer message appears live in the open chat within 2 s, and the header badge counts it when the chat is closed', async ({ page, request }) => {
    const worker = await createWorker(request);
    const chat = await createChat(request, worker, '佐藤 美咲');
    await signInAs(page, worker);
    const streamOpen = pageStreamOpen(page);
    await page.goto(`/mypage/chat/${chat.id}`);
    await expect(page.getByRole('heading', { level: 1, name: '佐藤 美咲 様' })).toBeVisible();
    await expect(page.getByText('まだメッセージはありません')).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-count', '0');
    await streamOpen;

    await customerSays(request, chat.id, '駐車場は建物の裏です');
    await expect(messages(page).filter({ hasText: '駐車場は建物の裏です' })).toBeVisible({ timeout: 2_000 });
    // Read while open: the badge stays at 0.
    await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-count', '0');

    await page.getByRole('link', { name: 'ワーカー' }).click();
    await expect(page).toHaveURL(/\/mypage$/);
    await customerSays(request, chat.id, '明日はよろしくお願いします');
    await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-count', '1');
    await expect(page.getByTestId('unread-badge')).toHaveAccessibleName('未読メッセージ 1件');
    await page.getByTestId('unread-badge').click(); // my page at its messages card
    await expect(page).toHaveURL(/\/mypage#messages$/);
    const card = page.getByTestId('dashboard-messages');
    await expect(card).toBeInViewport();
    await expect(card.getByTestId('dashboard-message-thread')).toHaveText(/佐藤 美咲 様\s*1/);
    await card.getByTestId('dashboard-message-thread').click();
    await expect(messages(page).filter({ hasText: '明日はよろしくお願いします' })).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-count', '0');

    // Read, the chat is still one tap away from my page: under 最近のチャット, with its last message's time.
    await page.getByRole('link', { name: 'ワーカー' }).click();
    await expect(card.getByText('未読のメッセージはありません')).toBeVisible();
    const recent = card.getByRole('list', { name: '最近のチャット' }).getByTestId('dashboard-recent-chat');
    await expect(recent).toHaveCount(1);
    await expect(recent).toHaveText(/^佐藤 美咲 様(\d{2}:\d{2}|\d{1,2}月\d{1,2}日\(.\))$/);
    await recent.click();
    await expect(page.getByRole('heading', { level: 1, name: '佐藤 美咲 様' })).toBeVisible();
    await expect(messages(page).filter({ hasText: '明日はよろしくお願いします' })).toBeVisible();
    // The installed app has no back button: the chat's own 戻る returns to my page's card.
    await page.getByTestId('chat-back').filter({ hasText: /^戻る$/ }).click();
    await expect(page).toHaveURL(/\/mypage(#messages)?$/);
    await expect(recent).toBeVisible();
  });

  test('a sent message shows at once, survives a reload exactly once, and its draft is kept until sent', async ({ page, request }) => {
    const worker = await createWorker(request);
    const chat = await createChat(request, worker);
    await signInAs(page, worker);
    await page.goto(`/mypage/chat/${chat.id}`);
    const input = page.getByTestId('message-input');
    // The heading names the customer; the tab (and so the browser's history) does not.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('様');
    await expect(page).toHaveTitle('メッセージ | ワーカー');
    // Opened from outside the app (here: its address), the way out names where it goes.
    await expect(page.getByTestId('chat-back')).toHaveText('マイページへ戻る');
    await expect(page.getByTestId('chat-back')).toHaveAttribute('href', '/mypage#messages');
    await input.fill('下書きです');
    await page.reload();
    await expect(page.getByTestId('message-input')).toHaveValue('下書きです');

    await page.getByTestId('message-input').fill('10時に伺います\n よろしくお願いします');
    // Enter makes a new line; Ctrl+Enter sends — as the hint says where there is a keyboard.
    await expect(page.getByText('Enterで改行、送信ボタンまたはCtrl+Enter（⌘+Enter）で送信')).toBeVisible();
    await expect(page.getByText('Enterで改行、送信ボタンで送信', { exact: true })).toBeHidden();
    await page.getByTestId('message-input').press('Control+Enter');
    await expect(page.getByTestId('message-input')).toHaveValue('');
    const mine = messages(page).filter({ hasText: '10時に伺います' });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId('message-sending')).toHaveCount(0);
    await page.reload();
    await expect(messages(page).filter({ hasText: '10時に伺います' })).toHaveCount(1);
    await expect(page.getByTestId('message-input')).toHaveValue('');
    // 既読 once the customer read it.
    await request.post(`/workerapi/dev/chats/${chat.id}/read`);
    await expect(messages(page).filter({ hasText: '10時に伺います' }).getByTestId('message-read')).toHaveText('既読');
    await expectAccessible(page);
  });

  test('an XSS payload shows as text and runs nothing; only http/https become links', async ({ page, request }) => {
    const worker = await createWorker(request);
    const chat = await createChat(request, worker);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await signInAs(page, worker);
    const streamOpen = pageStreamOpen(page);
    await page.goto(`/mypage/chat/${chat.id}`);
    await streamOpen;
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script> javascript:alert(3) https://example.jp/map';
    await customerSays(request, chat.id, payload);
    const message = messages(page).filter({ hasText: '<img src=x onerror=alert(1)>' });
    await expect(message).toBeVisible();
    await expect(message.locator('img, script')).toHaveCount(0);
    const links = message.getByRole('link');
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute('href', 'https://example.jp/map');
    await expect(links).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(links).toHaveAttribute('target', '_blank');
    expect(dialogs).toBe(0);
  });

  test('a long chat at 320×568 scrolls inside its log: the page itself is no taller than the screen', async ({ page, request }) => {
    const worker = await createWorker(request);
    const chat = await createChat(request, worker);
    for (let i = 1; i <= 30; i += 1) await customerSays(request, chat.id, `メッセージ ${i}`);
    await page.setViewportSize({ width: 320, height: 568 });
    await signInAs(page, worker);
    await page.goto(`/mypage/chat/${chat.id}`);
    await expect(messages(page)).toHaveCount(30);
    // The bubbles' hidden names (position: absolute) were laid out against the page, not the log: the document
    // was thousands of pixels tall and a swipe outside the log scrolled the page to blank space.
    const sizes = await page.evaluate(() => {
      const log = document.querySelector('[data-testid=message-log]') as HTMLElement;
      return { page: document.documentElement.scrollHeight, screen: window.innerHeight, log: log.scrollHeight, logBox: log.clientHeight };
    });
    expect(sizes.log).toBeGreaterThan(sizes.logBox);
    expect(sizes.page).toBeLessThanOrEqual(sizes.screen);
    await expect(page.getByTestId('message-send')).toBeInViewport({ ratio: 1 });
    // A short screen gives the log most of the height (216 px before, the title, links and hint took the rest): the
    // title close over the links, both links in one row, 送信 beside the field.
    const logHeight = async () => (await page.getByTestId('message-log').boundingBox())?.height ?? 0;
    expect(await logHeight()).toBeGreaterThanOrEqual(280);
    const [title, back, profile, field, send] = await Promise.all([
      page.getByRole('heading', { level: 1 }).boundingBox(),
      page.getByTestId('chat-back').boundingBox(),
      page.getByRole('link', { name: 'お客様のプロフィール' }).boundingBox(),
      page.getByTestId('message-input').boundingBox(),
      page.getByTestId('message-send').boundingBox(),
    ]);
    expect(back && title && back.y - (title.y + title.height)).toBeLessThanOrEqual(8);
    expect(back?.y).toBe(profile?.y);
    expect(send && field && send.x >= field.x + field.width && send.y + send.height <= field.y + field.height + 1).toBe(true);
    expect(field?.height).toBeLessThanOrEqual(80); // two lines to start

    // Offline, the bar under the header takes height: the thread measures where it starts, so 送信 stays whole on
    // the screen (it was pushed below it) and the page still does not scroll.
    await page.context().setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('message-send')).toBeInViewport({ ratio: 1 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
      .toBeLessThanOrEqual(0);
    await expect.poll(logHeight).toBeGreaterThanOrEqual(220); // 170 px before
    await page.context().setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(page.getByTestId('message-send')).toBeInViewport({ ratio: 1 });

    // Held sideways, the screen is too short for all: the log keeps 8rem and the page scrolls to 送信.
    await page.setViewportSize({ width: 568, height: 320 });
    await expect.poll(logHeight).toBeGreaterThanOrEqual(128);
    await page.getByTestId('message-send').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('message-send')).toBeInViewport({ ratio: 1 });
  });

  test('a chat opens at ここから未読メッセージ when the unread messages are taller than the log; read, it opens at the end', async ({ page, request }) => {
    const worker = await createWorker(request);
    const chat = await createChat(request, worker);
    for (let i = 1; i <= 10; i += 1) await customerSays(request, chat.id, `既読のメッセージ ${i}`);
    const read = await request.post(`/workerapi/chats/${chat.id}/read`, { data: {}, headers: { Authorization: `Bearer ${worker.idToken}` } });
    expect(read.ok()).toBe(true);
    await customerSays(request, chat.id, Array.from({ length: 14 }, (_, i) => `${i + 1}行目：当日の流れについてご相談です。`).join('\n'));
    await customerSays(request, chat.id, 'よろしくお願いします');
    await page.setViewportSize({ width: 320, height: 568 });
    await signInAs(page, worker);
    await page.goto(`/mypage/chat/${chat.id}`);
    await expect(messages(page)).toHaveCount(12);
    const mark = page.getByTestId('message-unread-mark');
    await expect(mark).toHaveText('ここから未読メッセージ');
    await expect(mark).toBeInViewport({ ratio: 1 });
    // The long message's first line is on screen (at the bottom, only its end showed), the last one is below.
    await expect(page.getByText('1行目：当日の流れについてご相談です。')).toBeInViewport();
    await expect(messages(page).filter({ hasText: 'よろしくお願いします' })).not.toBeInViewport();
    await expect(page.getByTestId('message-send')).toBeInViewport({ ratio: 1 });
    // Not read yet: the worker has not seen the end of them (the header still counts both).
    await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-count', '2');
    await page.getByTestId('message-log').evaluate((log) => log.scrollTo({ top: log.scrollHeight }));
    await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-count', '0');

    // Read now: opened again, no mark, and the newest message is in view.
    await page.reload();
    await expect(messages(page)).toHaveCount(12);
    await expect(messages(page).filter({ hasText: 'よろしくお願いします' })).toBeInViewport();
    await expect(page.getByTestId('message-unread-mark')).toHaveCount(0);
  });

  test('a message arriving while the worker reads further up: the view stays, 「新しいメッセージ」 leads to it, and it is unread until seen', async ({ page, request }) => {
    const worker = await createWorker(request);
    const chat = await createChat(request, worker);
    for (let i = 1; i <= 20; i += 1) await customerSays(request, chat.id, `メッセージ ${i}`);
    const read = await request.post(`/workerapi/chats/${chat.id}/read`, { data: {}, headers: { Authorization: `Bearer ${worker.idToken}` } });
    expect(read.ok()).toBe(true);
    await signInAs(page, worker);
    const streamOpen = pageStreamOpen(page);
    await page.goto(`/mypage/chat/${chat.id}`);
    await expect(messages(page)).toHaveCount(20);
    await streamOpen;
    const log = page.getByTestId('message-log');
    await log.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(messages(page).first()).toBeInViewport();

    await customerSays(request, chat.id, '部屋番号は301です');
    const arrived = messages(page).filter({ hasText: '部屋番号は301です' });
    await expect(arrived).toHaveCount(1);
    const button = page.getByRole('button', { name: '新しいメッセージ' });
    await expect(button).toBeInViewport({ ratio: 1 });
    // Over the bottom of the log, and the log stayed where the worker was reading.
    const [logBox, buttonBox] = [await log.boundingBox(), await button.boundingBox()];
    expect(buttonBox && logBox && buttonBox.y + buttonBox.height <= logBox.y + logBox.height && buttonBox.y >= logBox.y + logBox.height / 2).toBe(true);
    await expect(messages(page).first()).toBeInViewport();
    await expect(arrived).not.toBeInViewport();
    await expect(page.getByTestId('message-announcer')).toHaveText('テスト 顧客 様：部屋番号は301です（一番下に届きました）');
    // Not read: the header counts it.
    await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-count', '1');

    // From the keyboard: Tab from the log reaches the button; Enter takes the worker to the message.
    await log.focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(arrived).toBeInViewport({ ratio: 1 });
    await expect(button).toHaveCount(0);
    await expect(log).toBeFocused();
    await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-count', '0');
  });

  test('the stream reconnects after workerapi restarts and delivers what was sent meanwhile', async ({ page, request }) => {
    test.setTimeout(180_000);
    const worker = await createWorker(request);
    const chat = await createChat(request, worker);
    await signInAs(page, worker);
    const streamOpen = pageStreamOpen(page);
    await page.goto(`/mypage/chat/${chat.id}`);
    await streamOpen;
    await customerSays(request, chat.id, '再起動の前');
    await expect(messages(page).filter({ hasText: '再起動の前' })).toBeVisible();

    await restartWorkerapi(request);
    await customerSays(request, chat.id, '再起動の後');
    await expect(messages(page).filter({ hasText: '再起動の後' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('stream-reconnecting')).toHaveCount(0);
    await customerSays(request, chat.id, 'つながっています');
    await expect(messages(page).filter({ hasText: 'つながっています' })).toBeVisible({ timeout: 5_000 });
    await expect(messages(page).filter({ hasText: '再起動の後' })).toHaveCount(1);
  });
});

test.describe('offline, with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('reloaded offline, a chat still shows what arrived live and what the worker sent while it was open', async ({ page, context, request }) => {
    const worker = await createWorker(request);
    const chat = await createChat(request, worker, '佐藤 美咲');
    await customerSays(request, chat.id, '明日はよろしくお願いします');
    await signInAs(page, worker);
    await waitForServiceWorkerControl(page);
    const streamOpen = pageStreamOpen(page);
    await page.goto(`/mypage/chat/${chat.id}`);
    await expect(messages(page)).toHaveCount(1);
    await streamOpen;
    await customerSays(request, chat.id, '部屋番号は301です');
    await expect(messages(page).filter({ hasText: '部屋番号は301です' })).toBeVisible();
    await page.getByTestId('message-input').fill('承知しました。10時に伺います');
    await page.getByTestId('message-send').click();
    await expect(messages(page).filter({ hasText: '承知しました。10時に伺います' }).getByTestId('message-sending')).toHaveCount(0);
    const texts = ['明日はよろしくお願いします', '部屋番号は301です', '承知しました。10時に伺います'];
    // The offline copy is the service worker's last answer to the page's read of the thread: read again shortly after.
    await expect.poll(() => page.evaluate(async (path) => {
      const cache = await caches.open('worker-api-v1');
      const key = (await cache.keys()).find((k) => new URL(k.url).pathname === path);
      const copy = key ? await cache.match(key) : undefined;
      return copy ? ((await copy.json()) as { messages: { text: string }[] }).messages.map((m) => m.text) : [];
    }, `/workerapi/chats/${chat.id}/messages`)).toEqual(texts);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('offline-copy-time')).toContainText('時点の内容を表示中');
    await expect(messages(page)).toHaveText(texts.map((t) => new RegExp(t)));
    // The chat's header was read again too: what was read is no longer under 「ここから未読メッセージ」.
    await expect(page.getByTestId('message-unread-mark')).toHaveCount(0);
    await context.setOffline(false);
  });
});

test.describe('on a phone (touch, no keyboard)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the composer names no keyboard shortcut: Enter makes a new line, 送信 sends', async ({ page, request }) => {
    const worker = await createWorker(request);
    const chat = await createChat(request, worker);
    await signInAs(page, worker);
    await page.goto(`/mypage/chat/${chat.id}`);
    await expect(page.getByText('Enterで改行、送信ボタンで送信', { exact: true })).toBeVisible();
    await expect(page.getByText(/Ctrl\+Enter/)).toBeHidden();
    await expect(page.getByTestId('message-input')).toHaveAccessibleDescription('Enterで改行、送信ボタンで送信');
  });
});
