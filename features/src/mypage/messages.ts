// Strings of the worker's own pages in mfe-mypage (/mypage, /mypage/edit, /mypage/info, /mypage/account,
// /mypage/account/edit) and of the workerapi endpoints behind them. Extend additively.

import { PROFILE_IMAGE_MAX_BYTES } from './profile-image';
import { yenLabel } from '../domain/number-labels';

/** Bytes as a worker reads a file size: '5MB', '10.2MB', '830KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = Math.round((bytes / (1024 * 1024)) * 10) / 10;
    return `${Number.isInteger(mb) ? mb.toFixed(0) : mb.toFixed(1)}MB`;
  }
  if (bytes >= 1024) return `${Math.max(1, Math.round(bytes / 1024))}KB`;
  return `${bytes}バイト`;
}

/** /mypage (dashboard), /mypage/edit (profile, photo, pay relation). */
export const MYPAGE_UI = {
  // dashboard
  dashboardPhotoAlt: (name: string): string => `${name}さんの写真`,
  noPhoto: '写真未設定',
  unreadNotices: (count: number): string => `未読のお知らせが${count}件あります`,
  noUnreadNotices: '未読のお知らせはありません',
  noticesUnavailable: 'お知らせを読み込めませんでした',
  dashboardPartlyUnavailable: '一部の情報を読み込めませんでした。通信状況を確認して再試行してください。',
  nextShiftTitle: '次のシフト',
  nextShiftNone: '確定したシフトはまだありません',
  /** With no confirmed shift, the card leads to the next step: answering the open period. */
  nextShiftSubmit: 'シフトを提出する',
  nextShiftLink: 'シフト一覧を見る',
  /** The first load failed (the dashboard's 再試行 asks again), as the other cards say theirs. */
  nextShiftUnavailable: 'シフトを読み込めませんでした（シフト一覧を見る）',
  nextShiftWhen: (date: string, start: string, end: string): string => `${date} ${start}〜${end}`,
  salaryTitle: '今月の給与',
  salaryLink: '給与明細を見る',
  salaryUnavailable: '給与を読み込めませんでした（給与明細を見る）',
  salaryEstimate: (month: number, yen: string) => `${month}月の見込み ${yen}`,
  editProfileLink: 'プロフィールを編集',

  // /mypage/edit
  editTitle: 'プロフィール編集',
  profileSection: 'プロフィール',
  profileSaved: 'プロフィールを保存しました。',
  /** The form opened again with what the worker typed and did not save (left the page, or signed in again). */
  profileUnsavedKept: '保存していない入力を表示しています。保存するには「保存する」を押してください。',
  /** A save failed offline and the connection is back: nothing was sent, nothing is sent by itself. */
  profileOnlineAgain: '接続が戻りました。プロフィールはまだ保存されていません。入力内容はそのまま残っているので、「保存する」を押してください。',

  photoSection: 'プロフィール写真',
  photoHint: (maxSize: string): string => `JPEG・PNG・WebP、${maxSize}まで。大きな写真は送信前に自動で縮小されます。`,
  photoChoose: '写真を選ぶ',
  photoChange: '写真を変更する',
  photoPreviewAlt: '選んだ写真のプレビュー',
  photoPreviewCaption: (size: string, bytes: string): string => `送信前のプレビュー（${size}、${bytes}）`,
  photoCurrentAlt: '現在のプロフィール写真',
  photoUpload: 'この写真をアップロード',
  /** An upload failed offline and the connection is back: the chosen photo is still there, nothing is sent by itself. */
  photoOnlineAgain: '接続が戻りました。写真はまだアップロードされていません。選んだ写真はそのままなので、「この写真をアップロード」を押してください。',
  photoUploading: 'アップロード中…',
  photoCancel: '選び直す',
  photoUploaded: '写真を更新しました。',
  photoPreparing: '写真を準備しています…',
  photoDownscaled: (from: string, to: string): string => `大きな写真のため縮小しました（${from} → ${to}）。`,
  photoLoadFailed: '写真を表示できませんでした。',

  payTitle: '料金と手取り',
  payDescription: (margin: number): string => `手数料率は${margin}%です。手取りは10円未満切り捨て、必要な料金は10円単位で切り上げて計算します。`,
  payChargeLabel: '料金（円）',
  payTakeHome: '手取り',
  payAmountLabel: '希望する手取り（円）',
  payRequiredCharge: '必要な料金',
  payYen: yenLabel,
  payInvalidAmount: '0以上の整数（円）で入力してください',
} as const;

/** /mypage/info (お知らせ). */
export const NOTICE_UI = {
  title: 'お知らせ',
  unread: '未読',
  read: '既読',
  empty: 'お知らせはまだありません。',
  backToList: 'お知らせ一覧へ戻る',
  notFound: 'このお知らせは見つかりませんでした。',
  published: (date: string): string => `${date} 掲載`,
  listLabel: 'お知らせ一覧',
  listLoadError: 'お知らせを読み込めませんでした。',
  loadError: 'このお知らせを読み込めませんでした。',
} as const;

/** Field labels of the bank account (spec §3 "Account fields: not shown" — these are ours). */
export const ACCOUNT_LABELS = {
  bankName: '金融機関名',
  bankCode: '金融機関コード',
  branchName: '支店名',
  branchCode: '支店コード',
  accountType: '口座種別',
  accountNumber: '口座番号',
  holderName: '口座名義（カナ）',
  yuchoSymbol: '記号',
  yuchoNumber: '番号',
} as const;

/** Validation messages of the bank account; the same text in the browser and from workerapi. */
export const ACCOUNT_MESSAGES = {
  bankCodeFormat: '金融機関コードは4桁の数字で入力してください',
  branchCodeFormat: '支店コードは3桁の数字で入力してください',
  accountNumberFormat: '口座番号は1〜7桁の数字で入力してください',
  /** 0, 000, 0000000: no bank gives out that number. */
  accountNumberZero: '口座番号が0だけになっています。通帳やキャッシュカードの口座番号を入力してください',
  accountTypeRequired: '口座種別を選択してください',
  /** workerapi checks the codes and names against zengin-code (a bank or branch typed by hand). */
  bankCodeNotFound: (code: string): string => `金融機関コード${code}の金融機関は見つかりません。コードを確認してください`,
  bankNameMismatch: '金融機関コードと金融機関名が一致しません',
  branchCodeNotFound: (code: string, bankName: string): string => `支店コード${code}の支店は${bankName}に見つかりません。支店コードを確認してください`,
  branchNameMismatch: '支店コードと支店名が一致しません',
  holderNameForbidden: (chars: readonly string[]): string =>
    `口座名義に使えない文字が含まれています: ${chars.map((c) => `「${c}」`).join('')}。ひらがな・カタカナ・英数字と ( ) . - / , 「 」 で入力してください`,
  /** Only symbols, spaces or digits (「ー」 alone, saved as 「-」). */
  holderNameNoName: '口座名義には通帳のとおりお名前をカナで入力してください（記号や数字だけの名義は登録できません）',
  holderNameTooLong: (max: number): string => `口座名義は銀行の表記で${max}文字以内にしてください（濁点・半濁点は1文字と数えます）`,
  yuchoSymbolFormat: '記号は0または1で始まる5桁の数字で入力してください',
  /** 番号, by what is wrong with it (features/mypage YuchoNumberFault). */
  yuchoNumberDigits: '番号は数字で入力してください',
  yuchoOrdinaryTooLong: '番号は8桁以内で入力してください（記号が1で始まる通帳の番号は最大8桁です）',
  yuchoOrdinaryLastDigit: '番号の末尾が1ではありません。記号が1で始まる通帳の番号は末尾が1です。通帳のとおり最後の数字まで入力してください',
  yuchoOrdinaryTooShort: '番号は末尾の1を含めて2〜8桁で入力してください',
  yuchoTransferTooLong: '記号が0で始まる振替口座の番号は6桁以内で入力してください',
  yuchoNumberZero: '番号が正しくありません（振込用の口座番号が0だけになります）。通帳の番号を確認してください',
  /** 番号 checked alone while 記号 is wrong (記号 decides the exact rule). */
  yuchoNumberFormat: '番号は8桁以内の数字で入力してください',
  /** 記号 gives a 店番 that ゆうちょ銀行 does not have (workerapi checks it against zengin-code). */
  yuchoNoBranch: (branchCode: string): string => `この記号から変換した店番${branchCode}はゆうちょ銀行にありません。通帳の記号を確認してください`,
} as const;

/** /mypage/account and /mypage/account/edit. */
export const ACCOUNT_UI = {
  title: '口座情報',
  editTitle: '口座情報の登録・変更',
  loadError: '口座情報を読み込めませんでした。',
  /** Offline: every other page shows its saved copy, this one never has one (bank details are not kept on the phone). */
  notKeptOffline: '口座情報は安全のためこの端末に保存していないので、オフラインでは表示できません。接続が戻ると自動で表示します。',
  intro: '給与の振込先口座です。',
  empty: '振込先の口座が登録されていません。給与を受け取るために口座を登録してください。',
  register: '口座を登録する',
  change: '口座を変更する',
  saved: '口座情報を保存しました。',
  confirmTitle: 'パスワードの確認',
  confirmBody: '口座情報を変更するには、ログイン中のパスワードを入力してください。',
  /** Saving needs the password again (the last one is over 30 minutes old); what was typed is kept. */
  reauthAgain: 'セキュリティのため、パスワードをもう一度入力してください。入力した口座情報はそのままで、確認後に保存します。',
  confirmSubmit: '確認して進む',
  confirmSubmitting: '確認中…',
  confirmCancel: 'キャンセル',
  passwordLabel: 'パスワード',
  passwordRequired: 'パスワードを入力してください',

  bankSection: '金融機関',
  bankSearchLabel: '金融機関を検索',
  bankSearchHint: '銀行名の漢字・ひらがな・カタカナ、またはコードで検索できます（例: みずほ、0001）',
  branchSection: '支店',
  branchSearchLabel: '支店を検索',
  branchSearchHint: '支店名の漢字・ひらがな・カタカナ、またはコードで検索できます',
  /** Under a search with nothing chosen yet at a save (the code's own message names a field the worker never saw). */
  chooseBank: '金融機関を検索して選んでください',
  chooseBranch: '支店を検索して選んでください',
  searching: '検索中…',
  optionMeta: (kana: string, code: string, formerName?: string): string => (formerName ? `${kana}・${code}・旧 ${formerName}` : `${kana}・${code}`),
  resultsLabel: (label: string): string => `${label}の結果`,
  results: (count: number): string => (count === 0 ? '見つかりませんでした' : `${count}件見つかりました`),
  /** More matched than are listed (workerapi lists 20): the worker types on rather than looks for one not listed. */
  resultsCut: (count: number): string => `${count}件まで表示しています。名前を続けて入力して絞り込んでください。`,
  /** The same before anything is typed (the first banks, or the first branches of the chosen bank). */
  resultsCutEmpty: (count: number): string => `${count}件まで表示しています。名前を入力して絞り込んでください。`,
  searchFailed: '検索できませんでした。時間をおいて再度お試しいただくか、手入力してください。',
  /** Longer than any bank's or branch's name (typed past the field's limit while converting, say): not sent. */
  searchTooLong: (max: number): string => `検索語が長すぎます。${max}文字以内で入力してください。`,
  selected: (name: string, code: string): string => `${name}（${code}）`,
  changeSelection: '選び直す',
  manualEntry: '一覧にない場合は手入力する',
  searchEntry: '検索して選ぶ',

  yuchoMode: 'ゆうちょ銀行の入力方法',
  yuchoByPassbook: '通帳の記号・番号で入力',
  yuchoByBranch: '店番・口座番号で入力',
  yuchoHint: '通帳の記号（5桁）と番号（最大8桁）を入力すると、振込用の店番と口座番号に変換します。',
  yuchoResult: (branchName: string, branchCode: string, accountType: string, accountNumber: string): string =>
    `振込用: ${branchName}店（店番${branchCode}）・${accountType}・口座番号${accountNumber}`,

  accountNumberHint: '1〜7桁。7桁に満たない場合は先頭を0で埋めて登録します',
  holderNameHint: 'ひらがなまたはカタカナで入力してください。小さい文字（ゃ・っ 等）は大きい文字で登録されます',
  holderNamePreview: '銀行に登録される表記',
  checkInput: '入力内容を確認してください。',
  /** A 5xx on save: not the general SERVER_ERROR text, whose advice to reload would lose the input here
   *  (a reload of /mypage/account/edit is refused with 403, spec §6). */
  saveServerError: 'サーバーで問題が発生しました。入力内容はそのままです。もう一度保存してください。',
  submit: '口座情報を保存する',
  /** A save failed offline and the connection is back: nothing was sent, nothing is sent by itself. */
  onlineAgain: '接続が戻りました。口座情報はまだ保存されていません。入力内容はそのまま残っているので、「口座情報を保存する」を押してください。',
  submitting: '保存中…',
  cancel: '口座情報へ戻る',
  /** Leaving the form with typed input (the back button, or 口座情報へ戻る): asked first, as the inquiry form asks. */
  discardTitle: '入力内容を破棄しますか？',
  discardBody: '入力した口座情報は保存されません。安全のためこの端末にも残していないので、元に戻せません。',
  discardConfirm: '破棄する',
} as const;

/** Messages workerapi sends for the my-page endpoints (spread into its API_MESSAGES). */
export const MYPAGE_API_MESSAGES = {
  IMAGE_REQUIRED: '画像ファイルを選択してください。',
  IMAGE_TOO_LARGE: `画像のサイズが大きすぎます。${formatFileSize(PROFILE_IMAGE_MAX_BYTES)}以下の画像を選んでください。`,
  IMAGE_TYPE_UNSUPPORTED: 'JPEG・PNG・WebP形式の画像を選んでください。',
  IMAGE_NOT_FOUND: 'プロフィール写真は登録されていません。',
  NOTICE_NOT_FOUND: 'お知らせが見つかりませんでした。',
  BANK_NOT_FOUND: '金融機関が見つかりませんでした。',
  MULTIPART_REQUIRED: 'リクエストの形式が正しくありません。画像はフォームデータで送信してください。',
} as const;

/** The browser's own checks of a chosen photo (before anything is sent). */
export const PHOTO_MESSAGES = {
  tooLarge: (size: string, max: string): string => `画像のサイズが大きすぎます（${size}）。${max}以下の画像を選んでください。`,
  unsupported: MYPAGE_API_MESSAGES.IMAGE_TYPE_UNSUPPORTED,
  unreadable: '画像を読み込めませんでした。別の画像を選んでください。',
  preparedTooLarge: (size: string, max: string): string => `縮小しても画像のサイズが大きすぎます（${size}）。${max}以下になる別の画像を選んでください。`,
} as const;
