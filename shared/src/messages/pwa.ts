// The installable app (spec §1, §4): web manifest texts, the offline banner, the install prompt and the
// notices of the service worker. UI keeps the first pwa* strings (UI.pwaOfflineReady …); these add to them.
export const PWA_UI = {
  /** Web manifest `name` (shown by the phone under the installed icon when there is room). */
  manifestName: 'ワーカー マイページ',
  /** Web manifest `short_name` (the home-screen label). */
  manifestShortName: 'ワーカー',
  manifestDescription: 'ワーカーのためのマイページ：シフト、給与、口座、チャット',
  /** The banner shown while the device has no connection. */
  offlineTitle: 'オフライン',
  offlineHint: '送信や保存など通信が必要な操作はできません。入力した内容はそのまま残ります。',
  /** The banner's toggle for its explanation (UI.offline and offlineHint), folded away so the bar stays one line on a phone. */
  offlineMore: '詳しく',
  offlineLess: '閉じる',
  /** Under the banner's title while the pages show the service worker's saved copy: how old it is (the oldest one shown). */
  offlineCopyAsOf: (when: string) => `${when}時点の内容を表示中`,
  installBody: 'ホーム画面に追加すると、すぐにマイページを開けます。',
  updateBody: '更新すると最新の内容で表示し直します。入力中の内容がある場合は先に保存してください。',
  noticesLabel: 'アプリからのお知らせ',
} as const;
