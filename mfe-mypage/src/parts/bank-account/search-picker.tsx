import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { Button, TextField } from 'shared/ui';
import { ACCOUNT_UI, BANK_SEARCH_QUERY_MAX } from 'features/mypage';

export interface PickItem {
  code: string;
  name: string;
  kana: string;
  /** A renamed bank's former name (what the worker may have searched for). */
  formerName?: string;
}

export interface SearchFound<T> {
  items: T[];
  truncated: boolean;
}

/** What the status line under the search says: searching, failed, how many — or that the list is cut and to type on. */
function statusText(state: 'idle' | 'searching' | 'failed', results: { query: string; items: unknown[]; truncated: boolean } | null, tooLong: boolean): string {
  if (tooLong) return ACCOUNT_UI.searchTooLong(BANK_SEARCH_QUERY_MAX);
  if (state === 'searching') return ACCOUNT_UI.searching;
  if (state === 'failed') return ACCOUNT_UI.searchFailed;
  if (!results) return '';
  if (results.truncated) return results.query.trim() === '' ? ACCOUNT_UI.resultsCutEmpty(results.items.length) : ACCOUNT_UI.resultsCut(results.items.length);
  return results.query !== '' ? ACCOUNT_UI.results(results.items.length) : '';
}

export interface SearchPickerProps<T extends PickItem> {
  label: string;
  hint: string;
  /** Runs a search (debounced; a newer query aborts the older); `truncated` when more matched than are listed. */
  search: (query: string, signal: AbortSignal) => Promise<SearchFound<T>>;
  selected: T | null;
  onSelect: (item: T | null) => void;
  error?: string | null;
  disabled?: boolean;
  testId: string;
}

const DEBOUNCE_MS = 250;

/**
 * Enter in a search box searches (the results already follow what is typed): it never submits the form around it.
 * The phone keyboard's 検索 key (enterKeyHint="search") is this Enter; submitting there checked the whole, still
 * half-filled bank account form and covered it in errors. Enter that confirms an IME conversion is the IME's.
 */
function keepEnterInSearch(e: KeyboardEvent<HTMLInputElement>): void {
  if (e.key === 'Enter' && !e.nativeEvent.isComposing) e.preventDefault();
}

/**
 * Search by kanji, kana or code, then pick one result (a list of ≥ 44 px buttons; the count is announced).
 * Once picked, shows the choice with '選び直す'.
 */
export function SearchPicker<T extends PickItem>({ label, hint, search, selected, onSelect, error, disabled = false, testId }: SearchPickerProps<T>) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ query: string; items: T[]; truncated: boolean } | null>(null);
  const [state, setState] = useState<'idle' | 'searching' | 'failed'>('idle');
  const listId = useId();
  // A pick replaces the search (the tapped button goes) and 選び直す replaces the choice: the focus moves to what
  // took their place — the choice (read out: 「三井住友銀行（0009）」), or the search field — not to <body>.
  const moved = useRef<'choice' | 'search' | null>(null);
  const choice = useRef<HTMLParagraphElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (moved.current === 'choice') choice.current?.focus();
    else if (moved.current === 'search') field.current?.focus();
    moved.current = null;
  }, [selected]);

  // workerapi refuses a longer query (400); the field takes no more, but an IME can overflow it while converting.
  const tooLong = query.trim().length > BANK_SEARCH_QUERY_MAX;

  useEffect(() => {
    if (selected || disabled || tooLong) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState('searching');
      search(query, controller.signal).then(
        ({ items, truncated }) => {
          setResults({ query, items, truncated });
          setState('idle');
        },
        () => {
          if (!controller.signal.aborted) setState('failed');
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, search, selected, disabled, tooLong]);

  if (selected) {
    return (
      <div className="search-picker search-picker--selected" data-testid={`${testId}-selected`}>
        <p className="search-picker__label">{label}</p>
        <p ref={choice} tabIndex={-1} className="search-picker__choice">{ACCOUNT_UI.selected(selected.name, selected.code)}</p>
        <Button
          variant="secondary"
          onClick={() => {
            moved.current = 'search';
            onSelect(null);
          }}
        >
          {ACCOUNT_UI.changeSelection}
        </Button>
      </div>
    );
  }

  return (
    <div className="search-picker" data-testid={testId}>
      <TextField
        ref={field}
        label={label}
        hint={hint}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={BANK_SEARCH_QUERY_MAX}
        value={query}
        disabled={disabled}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={keepEnterInSearch}
        aria-controls={listId}
        error={error}
      />
      <p className="search-picker__status" role="status">
        {statusText(state, results, tooLong)}
      </p>
      <ul id={listId} className="search-picker__results" aria-label={ACCOUNT_UI.resultsLabel(label)}>
        {(results?.items ?? []).map((item) => (
          <li key={item.code}>
            <button type="button" className="search-picker__option" onClick={() => {
                moved.current = 'choice';
                onSelect(item);
              }}>
              <span className="search-picker__name">{item.name}</span>
              <span className="search-picker__meta">
                {ACCOUNT_UI.optionMeta(item.kana, item.code, item.formerName)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
