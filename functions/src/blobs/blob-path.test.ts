import { blobPathSchema, decodeBlobPath, encodeBlobPath } from './blob-path';

describe('blobPathSchema', () => {
  it.each(['zzstoreImages/boubou.jpg-1732200000000', 'feedbackScreenshots/uid_1/f-1.png', 'a'])('accepts %s', (path) =>
    expect(blobPathSchema.safeParse(path).success).toBe(true),
  );

  it.each(['../etc/passwd', 'a/../../b', '/absolute', 'a//b', 'a/', 'with space.jpg', 'a/.hidden', ''])('refuses %s', (path) =>
    expect(blobPathSchema.safeParse(path).success).toBe(false),
  );
});

describe('encodeBlobPath', () => {
  it('keeps the slashes between folders', () => {
    expect(encodeBlobPath('zzstoreImages/a.jpg-1')).toBe('zzstoreImages/a.jpg-1');
  });
});

describe('decodeBlobPath', () => {
  it('decodes each segment', () => {
    expect(decodeBlobPath('zzstoreImages%2Fa.jpg-1')).toBe('zzstoreImages/a.jpg-1');
    expect(decodeBlobPath('feedbackScreenshots/u/f-1.png')).toBe('feedbackScreenshots/u/f-1.png');
  });

  it.each(['..%2Fx', '%E0%A4%A', '', 'a%20b.png'])('gives null for %s', (encoded) => {
    expect(decodeBlobPath(encoded)).toBeNull();
  });
});
