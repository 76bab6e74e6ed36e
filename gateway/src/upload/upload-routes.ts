import { FEEDBACK_MAX_IMAGES, MSG, ok } from '@kuyi/shared';
import express, { type ErrorRequestHandler, type Request, Router } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import type { ApiServices } from '../api/api-services.ts';
import { requireUser } from '../auth/current-user.ts';
import { createLimiter, tryConsume } from '../auth/limiter.ts';
import { AppError, badRequest, tooMany } from '../errors.ts';
import { BODY_MSG } from '../http/body-error.ts';
import { limitKeyOf } from '../http/client-address.ts';
import { type ImageExt, reencodeImage } from './reencode.ts';
import { storeUpload, UPLOAD_URL_PREFIX, uploadDir } from './upload-store.ts';

/** Images only; SVG is left out on purpose (it can carry script). */
const ALLOWED = new Map<string, ImageExt>([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  // file-type names a PNG with an acTL chunk (animated) apng; it is a PNG, stored as its first frame.
  ['image/apng', 'png'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);

export const UPLOAD_MSG = {
  none: '请选择要上传的图片',
  badType: '仅支持 JPG、PNG、GIF、WEBP 格式的图片',
  tooBig: (limit: string) => `图片大小不能超过${limit}`,
  tooMany: '上传过于频繁，请稍后再试',
} as const;

/**
 * Image uploads (spec §7: POST /api/user/upload/forum/posts/multiUpload, form field `file`; plus an
 * avatar path), checked by content rather than by name, and served back from disk.
 */
export function uploadRoutes(s: ApiServices): Router {
  const r = Router();
  const maxBytes = s.env.UPLOAD_MAX_BYTES;
  const MB = 1024 * 1024;
  const limit =
    maxBytes >= MB ? `${Math.round((maxBytes / MB) * 10) / 10}MB` : `${Math.ceil(maxBytes / 1024)}KB`;
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: FEEDBACK_MAX_IMAGES, fields: 10 },
  }).array('file', FEEDBACK_MAX_IMAGES);
  // Anonymous feedback may attach images, so uploads are throttled per address instead of requiring login.
  const perIp = createLimiter(s.redis, `${s.keyPrefix}:upload:ip`, { points: 60, durationSec: 3600 });

  const handle = async (req: Request, res: express.Response) => {
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    if (files.length === 0) throw badRequest(UPLOAD_MSG.none);
    if (!(await tryConsume(perIp, limitKeyOf(req), files.length)).ok) throw tooMany(UPLOAD_MSG.tooMany);
    const kinds = await Promise.all(files.map((f) => fileTypeFromBuffer(f.buffer)));
    const exts = kinds.map((k) => (k ? ALLOWED.get(k.mime) : undefined));
    if (exts.some((e) => !e)) throw badRequest(UPLOAD_MSG.badType);
    // Stored bytes are our own encoding of the decoded pixels (no metadata, no trailing payload).
    const clean = await Promise.all(
      files.map((f, i) => reencodeImage(f.buffer, exts[i] as ImageExt).catch(() => null)),
    );
    if (clean.some((b) => !b)) throw badRequest(UPLOAD_MSG.badType);
    const paths = await Promise.all(
      clean.map((bytes, i) => storeUpload(s.dataDir, bytes as Buffer, exts[i] as ImageExt)),
    );
    res.json(
      ok(
        paths.map((fileSrc) => ({ fileSrc })),
        '上传成功',
      ),
    );
  };

  const multerErrors: ErrorRequestHandler = (err, _req, _res, next) => {
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE') return next(badRequest(UPLOAD_MSG.tooBig(limit)));
      // More than 5 under `file` trips either the count limit or array()'s maxCount.
      const tooManyFiles =
        err.code === 'LIMIT_FILE_COUNT' || (err.code === 'LIMIT_UNEXPECTED_FILE' && err.field === 'file');
      if (tooManyFiles) return next(badRequest(MSG.feedbackTooManyImages));
      return next(new AppError(400, UPLOAD_MSG.none, { cause: err }));
    }
    // Anything else thrown while the form is read is the request's fault (no boundary, a body cut short):
    // a 400, not a 500 logged as the server's error.
    if (!(err instanceof AppError)) return next(new AppError(400, BODY_MSG.malformed, { cause: err }));
    next(err);
  };

  r.post('/user/upload/forum/posts/multiUpload', parse, multerErrors, handle);
  r.post('/user/upload/avatar', requireUser(s), parse, multerErrors, handle);
  r.use(
    UPLOAD_URL_PREFIX.replace(/^\/api/, ''),
    express.static(uploadDir(s.dataDir), {
      immutable: true,
      maxAge: '365d',
      // nosniff: the browser must trust our checked type, never guess HTML out of an image.
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
  );
  return r;
}
