import { brand } from '@kasuwa/contract/brand';
import { readConfig } from './config';

describe('readConfig', () => {
  it('uses Cloud Storage and allows only the production site unless told otherwise', () => {
    expect(readConfig({})).toEqual({ BLOB_STORE: 'cloud', ALLOWED_ORIGINS: [brand.siteUrl], CATALOGUE_RECHECK_SECONDS: 15 });
  });

  it('reads the local blob store settings', () => {
    expect(
      readConfig({ BLOB_STORE: 'local', LOCAL_BLOB_DIR: '../.cache/blobs', LOCAL_BLOB_BASE_URL: 'http://127.0.0.1:5001/x' }),
    ).toMatchObject({ BLOB_STORE: 'local', LOCAL_BLOB_DIR: '../.cache/blobs', LOCAL_BLOB_BASE_URL: 'http://127.0.0.1:5001/x' });
  });

  it('names what is missing', () => {
    expect(() => readConfig({ BLOB_STORE: 'local' })).toThrow(/LOCAL_BLOB_DIR/);
    expect(() => readConfig({ BLOB_STORE: 'disk' })).toThrow(/Invalid functions configuration/);
  });

  it('reads the allowed origins as a comma-separated list', () => {
    expect(readConfig({ ALLOWED_ORIGINS: 'http://127.0.0.1:5000, http://localhost:5000' }).ALLOWED_ORIGINS).toEqual([
      'http://127.0.0.1:5000',
      'http://localhost:5000',
    ]);
  });

  it.each(['', ' , ', 'kasuwa-app.web.app', 'https://kasuwa-app.web.app/', 'https://kasuwa-app.web.app/download'])(
    'refuses ALLOWED_ORIGINS=%j',
    (value) => expect(() => readConfig({ ALLOWED_ORIGINS: value })).toThrow(/ALLOWED_ORIGINS/),
  );

  it('reads how often the catalogue is checked, in whole seconds up to five minutes', () => {
    expect(readConfig({ CATALOGUE_RECHECK_SECONDS: '0' }).CATALOGUE_RECHECK_SECONDS).toBe(0);
    for (const value of ['-1', '1.5', '301', 'often']) {
      expect(() => readConfig({ CATALOGUE_RECHECK_SECONDS: value })).toThrow(/CATALOGUE_RECHECK_SECONDS/);
    }
  });
});
