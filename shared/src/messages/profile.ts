/** Labels and messages of the worker's profile (sign-up profile, profile edit). */
export const PROFILE_LABELS = {
  name: '氏名',
  nameKana: 'フリガナ',
  displayName: '表示名',
  phone: '電話番号',
  bio: '自己紹介',
} as const;

/** Hints under the profile fields (the sign-up profile and the profile edit show the same ones). */
export const PROFILE_HINTS = {
  name: '例: 山田 花子',
  nameKana: '全角カタカナで入力してください（ひらがなはカタカナにして保存します）。例: ヤマダ ハナコ',
  displayName: 'マイページやチャットで表示される名前です（20文字まで）。',
  phone: 'ハイフンなしでも入力できます。例: 090-1234-5678',
  bio: '得意なことや経験など（任意・400文字まで）',
} as const;

export const PROFILE_MESSAGES = {
  nameKanaKatakana: 'フリガナは全角カタカナで入力してください',
  phoneFormat: '電話番号は0から始まる10桁または11桁の数字で入力してください（ハイフンなしでも可）',
} as const;

/** Labels and messages of sign-up. */
export const SIGNUP_LABELS = {
  email: 'メールアドレス',
  password: 'パスワード',
  adminKey: '管理者キー',
  token: '認証トークン',
} as const;
