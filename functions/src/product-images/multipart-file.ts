import busboy from 'busboy';
import type { IncomingHttpHeaders } from 'node:http';
import { refuse, type UploadRefusal } from './upload-refusal';

export interface UploadedFile {
  /** The name the browser sent, unchecked: only ever used through sanitiseImageName. */
  filename: string;
  bytes: Buffer;
}

/**
 * The one file of a multipart/form-data body, in the field `file`. Cloud Functions (and the emulator)
 * have already read the whole body into `rawBody`, so busboy parses it from memory; its size limit
 * still stops copying one byte past `maxBytes`, so an oversize file never sits twice in memory.
 */
export function readMultipartFile(
  headers: IncomingHttpHeaders,
  rawBody: Buffer,
  maxBytes: number,
): Promise<{ file: UploadedFile } | { refusal: UploadRefusal }> {
  if (!headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) {
    return Promise.resolve(refuse(415, 'not-multipart'));
  }
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      // Browsers send a file name's UTF-8 bytes as they are; busboy would read them as Latin-1.
      parser = busboy({ headers, defParamCharset: 'utf8', limits: { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 12 } });
    } catch (error) {
      resolve(refuse(400, 'unreadable-body', { reason: (error as Error).message }));
      return;
    }
    let file: UploadedFile | undefined;
    let refusal: UploadRefusal | undefined;
    const pending: Promise<void>[] = [];

    parser.on('file', (field, stream, info) => {
      if (field !== 'file') {
        refusal ??= refuse(400, 'other-field', { values: { field: field.slice(0, 40) } }).refusal;
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      const tooLarge = () => {
        refusal ??= refuse(413, 'too-large', { values: { megabytes: maxBytes / 1024 / 1024 } }).refusal;
      };
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', tooLarge);
      pending.push(
        new Promise((done) => {
          stream.on('error', (error) => {
            refusal ??= refuse(400, 'unreadable-body', { reason: error.message }).refusal;
            done();
          });
          stream.on('close', () => {
            file = { filename: info.filename ?? '', bytes: Buffer.concat(chunks) };
            if (file.bytes.length > maxBytes) tooLarge();
            done();
          });
        }),
      );
    });
    parser.on('filesLimit', () => {
      refusal ??= refuse(400, 'one-file').refusal;
    });
    parser.on('partsLimit', () => {
      refusal ??= refuse(400, 'too-many-parts').refusal;
    });
    parser.on('error', (error) => resolve(refuse(400, 'unreadable-body', { reason: (error as Error).message })));
    parser.on('close', () => {
      void Promise.all(pending).then(() => {
        if (refusal) resolve({ refusal });
        else if (!file || file.bytes.length === 0) resolve(refuse(400, 'no-file'));
        else resolve({ file });
      });
    });
    parser.end(rawBody);
  });
}
