import { isApiError } from './api-error';

/**
 * Puts the server's field messages (`ApiError.fields`, workerapi's 400 VALIDATION_ERROR) under the form's
 * fields: the first message of each field the form has; fields it does not have are left out. Anything that
 * is not an ApiError sets nothing. `setError` fits react-hook-form's. Returns the fields it set.
 * `{ focusFirst: true }` (since shared 0.15.0) moves the focus to the first field it set, so the worker lands where
 * to fix it instead of staying on the submit button; a form that focuses its own error summary leaves it off.
 */
export function setServerFieldErrors<K extends string>(
  error: unknown,
  isField: (key: string) => key is K,
  setError: (name: K, error: { message: string }, options?: { shouldFocus: boolean }) => void,
  { focusFirst = false }: { focusFirst?: boolean } = {},
): K[] {
  if (!isApiError(error) || !error.fields) return [];
  const set: K[] = [];
  for (const [key, messages] of Object.entries(error.fields)) {
    const message = messages[0];
    if (isField(key) && message) {
      setError(key, { message }, { shouldFocus: focusFirst && set.length === 0 });
      set.push(key);
    }
  }
  return set;
}
