import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from '../operations/request-log';
import { productImageLimits } from '@kasuwa/contract/limits';
import type { UploadedImage } from '@kasuwa/contract/schemas';
import type { BlobStore } from '../blobs/blob-store';
import { sniffImageFormat } from './image-format';
import { productImagePath, sanitiseImageName, thumbnailPathsOf, withUniquePart } from './image-names';
import { prepareProductImage } from './image-pipeline';
import { readMultipartFile } from './multipart-file';
import { oneAtATime } from './one-at-a-time';
import { refusalBody, refuse, type UploadRefusal } from './upload-refusal';
import { isStaffToken, type StaffTokenClaims } from '../accounts/staff-standing';

interface UploadProductImageDeps {
  /** Origins whose pages may call the function (the store admin); preflights from others fail. */
  allowedOrigins: readonly string[];
  /** The verified ID token's uid and role claim; rejects for a token that is not valid. */
  verifyIdToken(token: string): Promise<{ uid: string } & StaffTokenClaims>;
  store: Pick<BlobStore, 'save' | 'remove'>;
  now(): number;
  /** A random part for the stored name (letters and digits), so that no two uploads share one. */
  uniquePart(): string;
}

/**
 * POST multipart/form-data with one image in `file`, admin only. Answers 201 with the stored image's
 * URL and its thumbnails' URLs; any refusal answers 4xx with `{ error, refusal, values }` (upload-refusal.ts) and stores nothing.
 */
export function uploadProductImageHandler({ allowedOrigins, verifyIdToken, store, now, uniquePart }: UploadProductImageDeps) {
  const allowed = new Set(allowedOrigins);
  // An instance takes several requests at once (a slow body then holds one slot, not the instance),
  // but decodes one image at a time: a decode may take a few hundred MB.
  const decodeInTurn = oneAtATime();

  return async (req: Request, res: Response): Promise<void> => {
    const origin = req.headers.origin;
    res.set('Vary', 'Origin').set('Cache-Control', 'no-store');
    if (origin && allowed.has(origin)) res.set('Access-Control-Allow-Origin', origin);

    const answerRefusal = ({ refusal }: { refusal: UploadRefusal }, context: object = {}) => {
      const { status, reason } = refusal;
      const body = refusalBody(refusal);
      logger.info(`Refused a product image: ${body.error}`, { status, ...(reason !== undefined && { reason }), ...context });
      res.status(status).json(body);
    };

    if (req.method === 'OPTIONS') {
      res
        .set('Access-Control-Allow-Methods', 'POST')
        .set('Access-Control-Allow-Headers', 'Authorization, Content-Type')
        .set('Access-Control-Max-Age', '86400')
        .status(204)
        .end();
      return;
    }
    if (req.method !== 'POST') {
      res.set('Allow', 'POST, OPTIONS');
      answerRefusal(refuse(405, 'post-only'), { method: req.method });
      return;
    }

    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) {
      answerRefusal(refuse(401, 'no-token'));
      return;
    }
    let caller: { uid: string; role?: unknown };
    try {
      caller = await verifyIdToken(token);
    } catch (error) {
      answerRefusal(refuse(401, 'token-invalid', { reason: (error as Error).message }));
      return;
    }
    if (!isStaffToken(caller, 'catalogue')) {
      answerRefusal(refuse(403, 'not-staff'), { uid: caller.uid });
      return;
    }

    const declaredLength = Number(req.headers['content-length']);
    if (declaredLength > productImageLimits.maxBytes + 64 * 1024) {
      answerRefusal(refuse(413, 'too-large', { values: { megabytes: productImageLimits.maxBytes / 1024 / 1024 } }), {
        uid: caller.uid,
        declaredLength,
      });
      return;
    }
    const upload = await readMultipartFile(req.headers, req.rawBody ?? Buffer.alloc(0), productImageLimits.maxBytes);
    if ('refusal' in upload) {
      answerRefusal(upload, { uid: caller.uid });
      return;
    }
    const format = sniffImageFormat(upload.file.bytes);
    if (!format) {
      answerRefusal(refuse(415, 'not-an-image'), { uid: caller.uid, filename: upload.file.filename.slice(0, 100) });
      return;
    }
    const result = await decodeInTurn(() => prepareProductImage(upload.file.bytes, format));
    if ('refusal' in result) {
      answerRefusal(result, { uid: caller.uid, format, bytes: upload.file.bytes.length });
      return;
    }

    const { image, thumbnails } = result.prepared;
    const storedName = withUniquePart(sanitiseImageName(upload.file.filename, image.extension), uniquePart());
    const imagePath = productImagePath(storedName, now());
    const thumbnailPaths = thumbnailPathsOf(imagePath);
    if (!thumbnailPaths) throw new Error(`No thumbnail paths for ${imagePath}`);
    const files = [
      { path: imagePath, bytes: image.bytes, contentType: image.contentType },
      ...thumbnails.map(({ width, bytes }) => ({ path: thumbnailPaths[width], bytes, contentType: 'image/webp' })),
    ];
    let urls: string[];
    try {
      urls = await Promise.all(files.map((file) => store.save(file.path, file.bytes, file.contentType)));
    } catch (error) {
      logger.error('Could not store a product image; removing what was stored:', error, { imagePath });
      const removals = await Promise.allSettled(files.map((file) => store.remove(file.path)));
      for (const removal of removals) {
        if (removal.status === 'rejected') logger.error('Could not remove a partly stored product image:', removal.reason);
      }
      res.status(500).json(refusalBody({ refusal: 'not-stored' }));
      return;
    }
    const [url, w200, w400, w800] = urls as [string, string, string, string];
    const answer: UploadedImage = { url, thumbnails: { w200, w400, w800 } };
    logger.info('Stored a product image', { uid: caller.uid, imagePath, bytes: image.bytes.length });
    res.status(201).json(answer);
  };
}
