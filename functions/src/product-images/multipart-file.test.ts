import { multipartBody } from '../test-support/fake-multipart';
import { readMultipartFile } from './multipart-file';

const max = 1024;

describe('readMultipartFile', () => {
  it('reads the file of the field "file" with its name, ignoring plain fields', async () => {
    const { body, headers } = multipartBody([
      { field: 'note', bytes: Buffer.from('hello') },
      { field: 'file', filename: 'sac.jpg', type: 'image/jpeg', bytes: Buffer.from([1, 2, 3]) },
    ]);
    expect(await readMultipartFile(headers, body, max)).toEqual({ file: { filename: 'sac.jpg', bytes: Buffer.from([1, 2, 3]) } });
  });

  it('accepts a file of exactly the limit', async () => {
    const { body, headers } = multipartBody([{ field: 'file', filename: 'a.jpg', bytes: Buffer.alloc(max, 7) }]);
    const result = await readMultipartFile(headers, body, max);
    expect('file' in result && result.file.bytes.length).toBe(max);
  });

  it('refuses a file over the limit with 413', async () => {
    const { body, headers } = multipartBody([{ field: 'file', filename: 'a.jpg', bytes: Buffer.alloc(max + 1) }]);
    expect(await readMultipartFile(headers, body, max)).toEqual({
      refusal: { status: 413, refusal: 'too-large', values: { megabytes: max / 1024 / 1024 } },
    });
  });

  it.each([
    ['no file', [{ field: 'note', bytes: Buffer.from('x') }], 400],
    ['an empty file', [{ field: 'file', filename: 'a.jpg', bytes: Buffer.alloc(0) }], 400],
    ['the file in another field', [{ field: 'image', filename: 'a.jpg', bytes: Buffer.from('x') }], 400],
    [
      'two files',
      [
        { field: 'file', filename: 'a.jpg', bytes: Buffer.from('x') },
        { field: 'file', filename: 'b.jpg', bytes: Buffer.from('y') },
      ],
      400,
    ],
  ])('refuses %s', async (_label, parts, status) => {
    const { body, headers } = multipartBody(parts);
    const result = await readMultipartFile(headers, body, max);
    expect('refusal' in result && result.refusal.status).toBe(status);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const result = await readMultipartFile({ 'content-type': 'image/jpeg' }, Buffer.from([0xff, 0xd8, 0xff]), max);
    expect('refusal' in result && result.refusal.status).toBe(415);
    expect('refusal' in (await readMultipartFile({}, Buffer.alloc(0), max))).toBe(true);
  });

  it('refuses multipart without a boundary, and a cut-off body, with 400', async () => {
    const noBoundary = await readMultipartFile({ 'content-type': 'multipart/form-data' }, Buffer.from('x'), max);
    expect('refusal' in noBoundary && noBoundary.refusal.status).toBe(400);
    const { body, headers } = multipartBody([{ field: 'file', filename: 'a.jpg', bytes: Buffer.from('abc') }]);
    const cut = await readMultipartFile(headers, body.subarray(0, body.length - 30), max);
    expect('refusal' in cut && cut.refusal.status).toBe(400);
  });
});
