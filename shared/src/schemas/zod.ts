import { z } from 'zod/mini';

/**
 * The zod/mini builders feature packages (the `features` workspace package, bundled by each remote) write
 * their schemas with. They take them from here, the federated core, instead of importing zod themselves: a
 * remote bundling its own zod would make every page download zod twice. Only what is listed here is kept in
 * the shell's bundle; add a builder when a feature needs one. Types still come from `import type { z } from
 * 'zod/mini'` (erased at build time).
 */
export const zx = {
  object: z.object,
  strictObject: z.strictObject,
  string: z.string,
  boolean: z.boolean,
  int: z.int,
  array: z.array,
  record: z.record,
  literal: z.literal,
  enum: z.enum,
  optional: z.optional,
  nullable: z.nullable,
  email: z.email,
  uuid: z.uuid,
  file: z.file,
  instanceof: z.instanceof,
  iso: { date: z.iso.date, datetime: z.iso.datetime, time: z.iso.time },
  minLength: z.minLength,
  maxLength: z.maxLength,
  minSize: z.minSize,
  maxSize: z.maxSize,
  gte: z.gte,
  regex: z.regex,
  trim: z.trim,
  toLowerCase: z.toLowerCase,
  overwrite: z.overwrite,
  refine: z.refine,
  superRefine: z.superRefine,
  _default: z._default,
};
