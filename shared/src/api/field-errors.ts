import { isApiError } from './api-error';

/**
 * Puts the server's field messages (`ApiError.fields`, workerapi's 400 VALIDATION_ERROR) under the form's
 * fields: the first message of each field the form has; fields it does not have are left out. Anything that
 * is not an ApiError sets nothing. `setError` fits react-hook-form's. Returns the fields it set.
 */
export function setServerFieldErrors<K extends string>(
  error: unknown,
  isField: (key: string) => key is K,
  setError: (name: K, error: { message: string }) => void,
): K[] {
  if (!isApiError(error) || !error.fields) return [];
  const set: K[] = [];
  for (const [key, messages] of Object.entries(error.fields)) {
    const message = messages[0];
    if (isField(key) && message) {
      setError(key, { message });
      set.push(key);
    }
  }
  return set;
}
