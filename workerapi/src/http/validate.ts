import type { MiddlewareHandler } from 'hono';
import { jaErrorMap } from 'shared/messages';
import { $ZodNever, safeParse, util, type $ZodIssue, type $ZodObject, type $ZodType, type input, type output } from 'zod/v4/core';
import type { AppEnv } from './app-env';
import { ApiHttpError, type FieldErrors } from './errors';
import { API_MESSAGES } from './messages';
import { textFieldErrors } from './text-guard';

/** Field name → its Japanese label, as `jaErrorMap` takes it (`{ email: 'メールアドレス' }`). */
export type FieldLabels = Parameters<typeof jaErrorMap>[0];

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

const isObjectSchema = (schema: $ZodType): schema is $ZodObject => schema._zod.def.type === 'object';

/**
 * An object schema that strips unknown keys is turned into one that rejects them (spec §5: unregistered
 * keys are not allowed). Schemas that already decide (strict, loose, catchall) are left as they are.
 */
function rejectingUnknownKeys<S extends $ZodType>(schema: S): S {
  if (!isObjectSchema(schema) || schema._zod.def.catchall !== undefined) return schema;
  const strict = util.clone(schema, { ...schema._zod.def, catchall: new $ZodNever({ type: 'never' }) });
  // The clone has the same runtime class and input/output types as `schema`; only unknown keys now fail.
  return strict as unknown as S;
}

/** Zod issues → `{ fields, message }`: one entry per field path; issues about the whole body become the message. */
export function issuesToFields(issues: readonly $ZodIssue[]): { fields: FieldErrors; rootMessage: string | undefined } {
  // A Map, not `{}`: a body key such as `constructor` or `__proto__` must not meet Object.prototype's members.
  const byField = new Map<string, string[]>();
  let rootMessage: string | undefined;
  const add = (path: readonly PropertyKey[], message: string): void => {
    const key = path.map((p) => String(p)).join('.');
    if (key === '') {
      rootMessage ??= message;
      return;
    }
    const list = byField.get(key) ?? [];
    list.push(message);
    byField.set(key, list);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) add([...issue.path, k], issue.message);
    } else {
      add(issue.path, issue.message);
    }
  }
  return { fields: Object.fromEntries(byField), rootMessage };
}

/** Parses `data` with `schema`, rendering every issue in Japanese; throws a 400 VALIDATION_ERROR on failure. */
export function parseOrThrow<S extends $ZodType>(schema: S, data: unknown, labels: FieldLabels): output<S> {
  const result = safeParse(schema, data, { error: jaErrorMap(labels) });
  if (result.success) return result.data;
  const { fields, rootMessage } = issuesToFields(result.error.issues);
  throw new ApiHttpError(400, 'VALIDATION_ERROR', {
    message: rootMessage ?? API_MESSAGES.VALIDATION_ERROR,
    fields,
  });
}

/**
 * The one way a route reads a JSON body: requires a JSON content type, parses the JSON, validates it with
 * the shared schema (unknown keys rejected) and renders issues in Japanese with `jaErrorMap(labels)`.
 * Bad input is always a 400 JSON error, never a 500. The handler reads the result with `c.req.valid('json')`.
 */
export function validateJson<S extends $ZodType>(
  schema: S,
  labels: FieldLabels,
): MiddlewareHandler<AppEnv, string, { in: { json: input<S> }; out: { json: output<S> } }> {
  const strictSchema = rejectingUnknownKeys(schema);
  return async (c, next) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!JSON_CONTENT_TYPE.test(contentType)) {
      throw new ApiHttpError(400, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const text = await c.req.text();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (cause) {
      throw new ApiHttpError(400, 'INVALID_JSON', { cause });
    }
    // Control characters (NUL reaches PostgreSQL as error 22021), bidi overrides, invisible-only text: 400.
    const textErrors = textFieldErrors(data);
    if (Object.keys(textErrors).length > 0) {
      throw new ApiHttpError(400, 'VALIDATION_ERROR', { fields: textErrors });
    }
    const value = parseOrThrow(strictSchema, data, labels);
    c.req.addValidatedData('json', value as object);
    await next();
  };
}
