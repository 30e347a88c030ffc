import { brand } from '@kasuwa/contract/brand';
import { readConfig } from './config';

describe('readConfig', () => {
  it('uses Cloud Storage and allows only the production site unless told otherwise', () => {
    expect(readConfig({})).toEqual({
      BLOB_STORE: 'cloud',
      ALLOWED_ORIGINS: [brand.siteUrl],
      CATALOGUE_RECHECK_SECONDS: 15,
      REFERRAL_OPEN_DAYS_SECONDS: 30,
    });
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

  it.each(['CATALOGUE_RECHECK_SECONDS', 'REFERRAL_OPEN_DAYS_SECONDS'] as const)(
    'reads %s in whole seconds up to five minutes',
    (name) => {
      expect(readConfig({ [name]: '0' })[name]).toBe(0);
      for (const value of ['-1', '1.5', '301', 'often']) expect(() => readConfig({ [name]: value })).toThrow(name);
    },
  );
});
