import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { parse } from 'zod/v4/core';

import { ProfileUpdateResponseSchema } from 'shared/schemas';
import type { Logger } from 'pino';
import { requireToken, requireWorker } from '../auth/auth-middleware';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { parseOrThrow, validateJson } from '../http/validate';
import { findBankAccount, saveBankAccount } from '../mypage/account-repository';
import { imageTypeOfKey, isImageKey, type ImageStore } from '../mypage/image-store';
import { findNotice, listNotices, markNoticeRead } from '../mypage/notice-repository';
import { setWorkerImage } from '../mypage/worker-image';
import { bankNameErrors } from '../mypage/bank-names';
import { isWellFormedImage } from '../mypage/image-structure';
import { zenginBankIndex, type BankIndex } from '../mypage/zengin-index';
import { toWorkerDto } from '../workers/worker-dto';
import type { RouteDeps } from './worker-routes';
import { ACCOUNT_LABELS, PROFILE_IMAGE_MAX_BYTES, sniffImageType, AccountResponseSchema, BANK_SEARCH_LABELS, BankAccountUpdateSchema, BankSearchQuerySchema, BanksResponseSchema, BranchesResponseSchema, NoticeIdSchema, NoticeResponseSchema, NoticesResponseSchema, ProfileImageFormSchema, SaveAccountResponseSchema } from 'features/server';

/** The photo upload: its own body limit (the app's default is 1 MiB of JSON), a little above the photo limit for the form's framing. */
export const IMAGE_UPLOAD_PATH = '/update/image';
export const IMAGE_UPLOAD_MAX_BODY_BYTES = PROFILE_IMAGE_MAX_BYTES + 64 * 1024;

export interface MypageRouteDeps extends RouteDeps {
  images: ImageStore;
  logger: Logger;
  /** Default: the zengin-code index, loaded on the first search. */
  banks?: () => BankIndex;
}

const BANK_CODE = /^\d{4}$/;

/**
 * The worker's own data behind mfe-mypage (mounted under /workerapi): the profile photo (POST /update/image,
 * GET /me/image), notices with read state, the bank account (GET/POST /account, spec §7) and the bank search.
 * Every route takes the worker from the token; a worker reads and writes only its own rows.
 */
export function mypageRoutes({ db, verifier, images, logger, banks = zenginBankIndex }: MypageRouteDeps) {
  const routes = new Hono<AppEnv>();

  // --- profile photo -------------------------------------------------------------------------------------
  routes.post(
    IMAGE_UPLOAD_PATH,
    bodyLimit({
      maxSize: IMAGE_UPLOAD_MAX_BODY_BYTES,
      onError: () => {
        throw new ApiHttpError(413, 'IMAGE_TOO_LARGE');
      },
    }),
    requireWorker(verifier, db),
    idempotency(db),
    async (c) => {
      if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw new ApiHttpError(400, 'MULTIPART_REQUIRED');
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch (cause) {
        throw new ApiHttpError(400, 'MULTIPART_REQUIRED', { cause });
      }
      const image = form.image;
      if (image instanceof File && image.size > PROFILE_IMAGE_MAX_BYTES) throw new ApiHttpError(413, 'IMAGE_TOO_LARGE');
      const { image: file } = parseOrThrow(ProfileImageFormSchema, { image }, { image: 'プロフィール写真' });
      const bytes = new Uint8Array(await file.arrayBuffer());
      // By content, never by the file's name or declared type.
      const type = sniffImageType(bytes);
      // …and by the whole layout of the file, not its first bytes only (issue 12 item 11).
      if (type === null || !isWellFormedImage(bytes, type)) throw new ApiHttpError(415, 'IMAGE_TYPE_UNSUPPORTED');

      const worker = c.get('worker');
      const key = await images.put(worker.id, bytes, type);
      const saved = await setWorkerImage(db, worker.id, key);
      if (!saved) throw new ApiHttpError(403, 'ACCESS_DENIED');
      const previous = worker.image_path;
      if (previous !== null && previous !== key && isImageKey(previous)) {
        await images.delete(previous).catch((err: unknown) => logger.warn({ err, key: previous }, 'old profile photo not removed'));
      }
      return c.json(parse(ProfileUpdateResponseSchema, { worker: toWorkerDto(saved) }), 200);
    },
  );

  /** The caller's own photo (fetched with the Bearer token; `?v=` in the worker's imageUrl only busts caches). */
  routes.get('/me/image', requireWorker(verifier, db), async (c) => {
    const key = c.get('worker').image_path;
    const bytes = key !== null && isImageKey(key) ? await images.get(key) : null;
    if (key === null || bytes === null) throw new ApiHttpError(404, 'IMAGE_NOT_FOUND');
    return c.body(bytes.slice().buffer, 200, {
      'Content-Type': imageTypeOfKey(key),
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });

  // --- notices -------------------------------------------------------------------------------------------
  routes.get('/notices', requireWorker(verifier, db), async (c) => {
    return c.json(parse(NoticesResponseSchema, await listNotices(db, c.get('worker').id)), 200);
  });

  routes.get('/notices/:id', requireWorker(verifier, db), async (c) => {
    const id = NoticeIdSchema.safeParse(c.req.param('id'));
    const notice = id.success ? await findNotice(db, c.get('worker').id, id.data) : undefined;
    if (!notice) throw new ApiHttpError(404, 'NOTICE_NOT_FOUND');
    return c.json(parse(NoticeResponseSchema, { notice }), 200);
  });

  routes.post('/notices/:id/read', requireWorker(verifier, db), idempotency(db), async (c) => {
    const id = NoticeIdSchema.safeParse(c.req.param('id'));
    const notice = id.success ? await markNoticeRead(db, c.get('worker').id, id.data) : undefined;
    if (!notice) throw new ApiHttpError(404, 'NOTICE_NOT_FOUND');
    return c.json(parse(NoticeResponseSchema, { notice }), 200);
  });

  // --- bank account (spec §7 GET/POST /workerapi/account) -----------------------------------------------------
  routes.get('/account', requireWorker(verifier, db), async (c) => {
    const account = (await findBankAccount(db, c.get('worker').id)) ?? null;
    return c.json(parse(AccountResponseSchema, { account }), 200);
  });

  routes.post('/account', requireWorker(verifier, db), idempotency(db), validateJson(BankAccountUpdateSchema, ACCOUNT_LABELS), async (c) => {
    // The names must be the bank's and branch's own for their codes (issue 12 item 11).
    const mismatch = bankNameErrors(banks(), c.req.valid('json'));
    if (mismatch !== undefined) throw new ApiHttpError(400, 'VALIDATION_ERROR', { fields: mismatch });
    const account = await saveBankAccount(db, c.get('worker').id, c.req.valid('json'));
    return c.json(parse(SaveAccountResponseSchema, { account }), 200);
  });

  // --- bank and branch search (zengin-code) ----------------------------------------------------------------
  routes.get('/banks', requireToken(verifier), (c) => {
    const { q } = parseOrThrow(BankSearchQuerySchema, { q: c.req.query('q') }, BANK_SEARCH_LABELS);
    return c.json(parse(BanksResponseSchema, { banks: banks().searchBanks(q) }), 200);
  });

  routes.get('/banks/:code/branches', requireToken(verifier), (c) => {
    const code = c.req.param('code');
    const { q } = parseOrThrow(BankSearchQuerySchema, { q: c.req.query('q') }, BANK_SEARCH_LABELS);
    const index = banks();
    const bank = BANK_CODE.test(code) ? index.findBank(code) : undefined;
    const branches = bank ? index.searchBranches(bank.code, q) : undefined;
    if (!bank || !branches) throw new ApiHttpError(404, 'BANK_NOT_FOUND');
    return c.json(parse(BranchesResponseSchema, { bank, branches }), 200);
  });

  return routes;
}
