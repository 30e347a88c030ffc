/** A multipart/form-data body as a browser's FormData sends it, for the unit tests. */
export function multipartBody(parts: { field: string; filename?: string; type?: string; bytes: Buffer }[]) {
  const boundary = '----kasuwa-test-boundary';
  const chunks = parts.flatMap(({ field, filename, type = 'application/octet-stream', bytes }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"` +
        (filename === undefined ? '\r\n\r\n' : `; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  const body = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return {
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) },
  };
}
