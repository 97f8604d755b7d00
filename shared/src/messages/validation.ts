import type { $ZodErrorMap, $ZodRawIssue } from 'zod/v4/core';

// Spec §5: "Required-field message form: '{label}を入力してください'." and the Japanese messages for
// every validation category. Only zod's *types* are imported here: this module ships no zod runtime.

/** Spec §5: "Required-field message form: '{label}を入力してください'." */
export function requiredMessage(label: string): string {
  return `${label}を入力してください`;
}

/** The label used when a field has none in the labels map. */
export const DEFAULT_FIELD_LABEL = 'この項目';

/**
 * `params.rule` values of custom checks that zod has no built-in issue for (spec §5 "not-allowed values",
 * "trimmed", "defined value"). `shared/schemas` exports checks that raise them (`notOneOf`, `trimmed`).
 */
export const VALIDATION_RULES = {
  notOneOf: 'not_one_of',
  trimmed: 'trimmed',
  defined: 'defined',
} as const;

type Labels = Readonly<Record<string, string>>;
type Issue = $ZodRawIssue;

/**
 * The label of the last named key of the path: `profile.name` → labels.name. Array indexes are skipped,
 * so `tags[2]` is named by labels.tags. A key without a label gets DEFAULT_FIELD_LABEL (never a parent's
 * label, which would name the wrong field).
 */
function labelFor(path: readonly PropertyKey[] | undefined, labels: Labels): string {
  if (!path) return DEFAULT_FIELD_LABEL;
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const key = path[i];
    if (typeof key !== 'string') continue;
    const label = Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : undefined;
    return label ?? DEFAULT_FIELD_LABEL;
  }
  return DEFAULT_FIELD_LABEL;
}

function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return formatDate(value.getTime());
  return String(value);
}

function list(values: readonly unknown[]): string {
  return values.map(show).join('、');
}

// Made on first use, not when the module loads: a page's first Intl formatter loads the locale's ICU data (20–50 ms
// of main thread on a phone), and this module is in the shell's start file; only a date limit's message needs it.
let dateFormat: Intl.DateTimeFormat | undefined;

/** Dates are shown as a worker in Japan reads them: 2024年1月1日 (Asia/Tokyo, the same in the browser and the server). */
function formatDate(value: number | bigint | Date): string {
  const ms = value instanceof Date ? value.getTime() : Number(value);
  return Number.isFinite(ms)
    ? (dateFormat ??= new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' })).format(new Date(ms))
    : String(value);
}

function formatBytes(value: number | bigint): string {
  const n = Number(value);
  if (n >= 1024 * 1024) return `${Math.round((n / (1024 * 1024)) * 10) / 10}MB`;
  if (n >= 1024) return `${Math.round((n / 1024) * 10) / 10}KB`;
  return `${n}バイト`;
}

const isNumericOrigin = (origin: string): boolean => origin === 'number' || origin === 'int' || origin === 'bigint';
const isCollectionOrigin = (origin: string): boolean => origin === 'array' || origin === 'set' || origin === 'map';

function isMissing(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

function invalidValue(label: string): string {
  return `${label}の値が正しくありません`;
}

function definedValue(label: string): string {
  return `${label}を指定してください`;
}

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>, label: string): string {
  if (issue.expected === 'nonoptional') return definedValue(label);
  if (issue.input === undefined || (issue.input === null && issue.expected !== 'null')) return requiredMessage(label);
  switch (issue.expected) {
    case 'int':
      return `${label}は整数で入力してください`;
    case 'number':
    case 'bigint':
      return `${label}は数値で入力してください`;
    case 'date':
      return `${label}は正しい日付を入力してください`;
    default:
      return invalidValue(label);
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>, label: string): string {
  const { origin, minimum } = issue;
  const n = show(minimum);
  if (origin === 'string') {
    if (issue.input === '') return requiredMessage(label);
    if (issue.exact) return `${label}は${n}文字で入力してください`;
    if (issue.inclusive === false) return `${label}は${n}文字より多く入力してください`;
    return `${label}は${n}文字以上で入力してください`;
  }
  if (isNumericOrigin(origin)) {
    if (issue.inclusive === false) {
      if (Number(minimum) === 0) return `${label}は正の数で入力してください`;
      return `${label}は${n}より大きい値を入力してください`;
    }
    return `${label}は${n}以上で入力してください`;
  }
  if (origin === 'date') {
    const d = formatDate(minimum);
    return issue.inclusive === false
      ? `${label}は${d}より後の日付を入力してください`
      : `${label}は${d}以降の日付を入力してください`;
  }
  if (isCollectionOrigin(origin)) {
    if (issue.exact) return `${label}は${n}件指定してください`;
    if (issue.inclusive === false) return `${label}は${n}件より多く指定してください`;
    return `${label}は${n}件以上指定してください`;
  }
  if (origin === 'file') return `${label}は${formatBytes(minimum)}以上のファイルを選択してください`;
  return invalidValue(label);
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>, label: string): string {
  const { origin, maximum } = issue;
  const n = show(maximum);
  if (origin === 'string') {
    if (issue.exact) return `${label}は${n}文字で入力してください`;
    if (issue.inclusive === false) return `${label}は${n}文字未満で入力してください`;
    return `${label}は${n}文字以内で入力してください`;
  }
  if (isNumericOrigin(origin)) {
    if (issue.inclusive === false) {
      if (Number(maximum) === 0) return `${label}は負の数で入力してください`;
      return `${label}は${n}より小さい値を入力してください`;
    }
    return `${label}は${n}以下で入力してください`;
  }
  if (origin === 'date') {
    const d = formatDate(maximum);
    return issue.inclusive === false
      ? `${label}は${d}より前の日付を入力してください`
      : `${label}は${d}以前の日付を入力してください`;
  }
  if (isCollectionOrigin(origin)) {
    if (issue.exact) return `${label}は${n}件指定してください`;
    if (issue.inclusive === false) return `${label}は${n}件未満で指定してください`;
    return `${label}は${n}件以内で指定してください`;
  }
  if (origin === 'file') return `${label}は${formatBytes(maximum)}以下のファイルを選択してください`;
  return invalidValue(label);
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>, label: string): string {
  if (issue.input === '') return requiredMessage(label);
  const extra: Readonly<Record<string, unknown>> = issue;
  switch (issue.format) {
    case 'email':
      // 'メールアドレスの形式が正しくありません' when the field is itself an e-mail address field.
      return label.includes('メール') ? `${label}の形式が正しくありません` : `${label}はメールアドレスの形式で入力してください`;
    case 'url':
      return `${label}はURLの形式で入力してください`;
    case 'uuid':
    case 'uuidv4':
    case 'uuidv6':
    case 'uuidv7':
    case 'guid':
      return `${label}はUUIDの形式で入力してください`;
    case 'lowercase':
      return `${label}は小文字で入力してください`;
    case 'uppercase':
      return `${label}は大文字で入力してください`;
    case 'starts_with':
      return `${label}は「${show(extra.prefix)}」で始まる値を入力してください`;
    case 'ends_with':
      return `${label}は「${show(extra.suffix)}」で終わる値を入力してください`;
    case 'includes':
      return `${label}には「${show(extra.includes)}」を含めてください`;
    case 'datetime':
      return `${label}は正しい日時の形式で入力してください`;
    case 'date':
      return `${label}は正しい日付の形式で入力してください`;
    case 'time':
      return `${label}は正しい時刻の形式で入力してください`;
    default:
      // 'regex' and every other format: "format match".
      return `${label}の形式が正しくありません`;
  }
}

function invalidValueIssue(issue: Extract<Issue, { code: 'invalid_value' }>, label: string): string {
  if (isMissing(issue.input)) return requiredMessage(label);
  const [only, ...rest] = issue.values;
  if (issue.values.length === 0) return invalidValue(label);
  if (rest.length === 0) {
    if (only === true) return `${label}を確認してチェックを入れてください`;
    return `${label}は「${show(only)}」を指定してください`;
  }
  return `${label}は次のいずれかを選択してください: ${list(issue.values)}`;
}

function custom(issue: Extract<Issue, { code: 'custom' }>, label: string): string {
  const params: Readonly<Record<string, unknown>> | undefined = issue.params;
  const rule = params?.rule;
  if (rule === VALIDATION_RULES.notOneOf) {
    const values = Array.isArray(params?.values) ? (params.values as readonly unknown[]) : [];
    return values.length > 0 ? `${label}に次の値は使用できません: ${list(values)}` : invalidValue(label);
  }
  if (rule === VALIDATION_RULES.trimmed) return `${label}の前後に空白を入れないでください`;
  if (rule === VALIDATION_RULES.defined) return definedValue(label);
  return invalidValue(label);
}

function unrecognizedKeys(issue: Extract<Issue, { code: 'unrecognized_keys' }>, labels: Labels): string {
  const keys = `（${list(issue.keys)}）`;
  const path = issue.path ?? [];
  if (path.length === 0) return `登録されていない項目${keys}は指定できません`;
  return `${labelFor(path, labels)}に登録されていない項目${keys}は指定できません`;
}

/**
 * A zod 4 error map that renders every spec §5 category in Japanese, naming the field by
 * `labels[last key of the issue's path]` (or 'この項目'). Use it per parse —
 * `schema.safeParse(data, { error: jaErrorMap(LABELS) })`, `zodResolver(schema, { error: jaErrorMap(LABELS) })` —
 * or globally with `z.config({ customError: jaErrorMap() })`. A message set on the schema itself wins.
 */
export function jaErrorMap(labels: Labels = {}): $ZodErrorMap {
  return (issue) => {
    const label = labelFor(issue.path, labels);
    switch (issue.code) {
      case 'invalid_type':
        return invalidType(issue, label);
      case 'too_small':
        return tooSmall(issue, label);
      case 'too_big':
        return tooBig(issue, label);
      case 'invalid_format':
        return invalidFormat(issue, label);
      case 'not_multiple_of':
        return `${label}は${show(issue.divisor)}の倍数で入力してください`;
      case 'unrecognized_keys':
        return unrecognizedKeys(issue, labels);
      case 'invalid_value':
        return invalidValueIssue(issue, label);
      case 'custom':
        return custom(issue, label);
      case 'invalid_union':
      case 'invalid_key':
      case 'invalid_element':
      default:
        return isMissing(issue.input) && issue.code === 'invalid_union' ? requiredMessage(label) : invalidValue(label);
    }
  };
}
