import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillSignIn } from '../support/app';
import { openAccountEdit } from '../support/mypage';
import { createWorker, signInAs } from '../support/workers';

// A worker typing Japanese on a phone: IME conversions confirmed with Enter, full-width digits and ＠, the dashes
// an IME gives for a hyphen, hiragana in a katakana field, kana pasted decomposed (macOS), characters outside the
// BMP. What is saved is what the worker is shown, and Enter that confirms a conversion never submits anything.

/**
 * Types `text` through the IME as Chrome sees it (CDP): a composition, the Enter that confirms it (a keydown with
 * keyCode 229 and no keypress: the IME takes it), then the committed text.
 */
async function typeWithIme(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', windowsVirtualKeyCode: 229, nativeVirtualKeyCode: 229, key: 'Enter', code: 'Enter' });
  await cdp.send('Input.insertText', { text });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13, key: 'Enter', code: 'Enter' });
  await cdp.detach();
}

const fullWidth = (ascii: string): string => ascii.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const codePoints = (s: string): string[] => [...s].map((c) => (c.codePointAt(0) ?? 0).toString(16));

test('the profile as typed on a phone: saved normalised, shown as saved on the form and on my page', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.goto('/mypage/edit');
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/workerapi/update')) saves.push(r.url());
  });

  // Enter confirming the conversion of 氏名 does not save the form.
  await page.getByLabel('氏名').fill('');
  await typeWithIme(page, page.getByLabel('氏名'), '髙﨑 𠮷野');
  await expect(page.getByLabel('氏名')).toHaveValue('髙﨑 𠮷野');
  await page.getByLabel('フリガナ').fill('たかさき\u3000よしの');
  await page.getByLabel('表示名').fill('ソ\u3099シノ🌸'); // decomposed ゾ (a macOS paste) and an emoji
  await page.getByLabel('電話番号').fill('０９０−１２３４−５６７８'); // U+2212, as a Mac IME gives it
  await page.getByLabel('自己紹介').fill('週末OK😀\n𠮷野家の近くです');
  expect(saves).toEqual([]);
  await expect(page.getByTestId('profile-status')).toHaveCount(0);

  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('profile-status')).toHaveText('プロフィールを保存しました。');
  expect(saves).toHaveLength(1);
  // The form shows what was saved, not what was typed.
  await expect(page.getByLabel('フリガナ')).toHaveValue('タカサキ ヨシノ');
  await expect(page.getByLabel('電話番号')).toHaveValue('09012345678');
  expect(codePoints(await page.getByLabel('表示名').inputValue())).toEqual(codePoints('ゾシノ🌸'));

  await page.reload();
  await expect(page.getByLabel('氏名')).toHaveValue('髙﨑 𠮷野');
  await expect(page.getByLabel('自己紹介')).toHaveValue('週末OK😀\n𠮷野家の近くです');
  await page.goto('/mypage');
  await expect(page.getByTestId('mypage-greeting')).toHaveText('髙﨑 𠮷野さん、こんにちは');
  await expect(page.getByTestId('mypage-display-name')).toHaveText('ゾシノ🌸');
});

test('bank account: Enter in the bank and branch searches (after a conversion, then the 検索 key) searches and never submits', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await openAccountEdit(page, worker);
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/workerapi/account')) saves.push(r.url());
  });

  const bankSearch = page.getByLabel('金融機関を検索', { exact: true });
  await typeWithIme(page, bankSearch, 'みずほ');
  await bankSearch.press('Enter'); // the phone keyboard's 検索 key
  await page.getByRole('button', { name: /^みずほ ミズホ・0001/ }).click();
  const branchSearch = page.getByLabel('支店を検索', { exact: true });
  await typeWithIme(page, branchSearch, 'しぶや');
  await branchSearch.press('Enter');
  await page.getByRole('button', { name: /^渋谷 シブヤ・210/ }).click();
  expect(saves).toEqual([]);
  await expect(page.getByTestId('account-failure')).toHaveCount(0);

  await page.getByRole('radio', { name: '普通預金' }).check();
  await page.getByLabel('口座番号', { exact: true }).fill('１２３−４５６７'); // a Mac's minus (U+2212) between the groups
  await page.getByLabel('口座名義（カナ）').fill('ｷｬﾘｰ　ぱみゅぱみゅ');
  await expect(page.getByTestId('holder-preview')).toHaveText('銀行に登録される表記: キヤリ- パミユパミユ');
  await page.getByRole('button', { name: '口座情報を保存する' }).click();

  await expect(page).toHaveURL(/\/mypage\/account$/);
  const details = page.getByTestId('account-details');
  await expect(details).toContainText('渋谷（210）');
  await expect(details).toContainText('1234567');
  await expect(details).toContainText('キヤリ- パミユパミユ');
});

test('bank account typed by hand as people write it (みずほ銀行, 渋谷支店, full-width codes): saved with the names of the codes', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await openAccountEdit(page, worker);
  await page.getByRole('button', { name: '一覧にない場合は手入力する' }).first().click(); // the bank's (the branch then is typed too)
  await page.getByLabel('金融機関名', { exact: true }).fill('みずほ銀行');
  await page.getByLabel('金融機関コード', { exact: true }).fill('０００１');
  await page.getByLabel('支店名', { exact: true }).fill('渋谷支店');
  await page.getByLabel('支店コード', { exact: true }).fill('２１０');
  await page.getByRole('radio', { name: '普通預金' }).check();
  await page.getByLabel('口座番号', { exact: true }).fill('７６５４３２１');
  await page.getByLabel('口座名義（カナ）').fill('やまだ　たろう');
  await page.getByRole('button', { name: '口座情報を保存する' }).click();

  await expect(page).toHaveURL(/\/mypage\/account$/);
  const details = page.getByTestId('account-details');
  await expect(details).toContainText('みずほ（0001）');
  await expect(details).toContainText('渋谷（210）');
  await expect(details).toContainText('7654321');
  await expect(details).toContainText('ヤマダ タロウ');
});

test('sign in with the e-mail typed in full width (the IME left on): taken as the half-width address', async ({ page, request }) => {
  const worker = await createWorker(request);
  await page.goto('/login');
  await fillSignIn(page, `${fullWidth(worker.email)}\u3000`, worker.password);
  await expect(page).toHaveURL(/\/mypage$/);
});
