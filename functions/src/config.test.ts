import { readConfig } from './config';

describe('readConfig', () => {
  it('uses Cloud Storage unless told otherwise', () => {
    expect(readConfig({})).toEqual({ BLOB_STORE: 'cloud' });
  });

  it('reads the local blob store settings', () => {
    expect(
      readConfig({ BLOB_STORE: 'local', LOCAL_BLOB_DIR: '../.cache/blobs', LOCAL_BLOB_BASE_URL: 'http://127.0.0.1:5001/x' }),
    ).toEqual({ BLOB_STORE: 'local', LOCAL_BLOB_DIR: '../.cache/blobs', LOCAL_BLOB_BASE_URL: 'http://127.0.0.1:5001/x' });
  });

  it('names what is missing', () => {
    expect(() => readConfig({ BLOB_STORE: 'local' })).toThrow(/LOCAL_BLOB_DIR/);
    expect(() => readConfig({ BLOB_STORE: 'disk' })).toThrow(/Invalid functions configuration/);
  });
});
