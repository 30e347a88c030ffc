import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from '../operations/request-log';
import { decodeBlobPath } from './blob-path';
import { blobCacheControl } from './blob-store';
import type { LocalBlobStore } from './local-blob-store';

/** GET /<blob path>: the local blob store's files over HTTP, as Cloud Storage serves them in production. */
export function blobRequestHandler(store: LocalBlobStore) {
  return async (req: Request, res: Response): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).send('Only GET and HEAD are supported.');
      return;
    }
    const path = decodeBlobPath(req.path.replace(/^\//, ''));
    if (path === null) {
      logger.info('Refused a blob request with an invalid path', { path: req.path });
      res.status(400).send('Not a valid file path.');
      return;
    }
    const blob = await store.read(path);
    if (!blob) {
      res.status(404).send('No such file.');
      return;
    }
    res
      .set('Content-Type', blob.contentType)
      .set('Cache-Control', blobCacheControl)
      .set('X-Content-Type-Options', 'nosniff')
      .set('Access-Control-Allow-Origin', '*')
      .status(200)
      .send(blob.bytes);
  };
}
