/**
 * A stand-in for XMLHttpRequest, the network boundary of image uploads: each request waits until
 * the test answers it, reports upload progress on demand, and records what was sent.
 */
type Listener = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;

  static install() {
    FakeXhr.requests = [];
    Object.defineProperty(globalThis, 'XMLHttpRequest', { value: FakeXhr, configurable: true, writable: true });
  }

  /** The file name in the multipart body's `file` field. */
  get fileName(): string | undefined {
    return (this.body?.get('file') as File | null)?.name;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    this.onload?.();
    this.onloadend?.();
  }

  failNetwork() {
    this.onerror?.();
    this.onloadend?.();
  }

  timeOut() {
    this.ontimeout?.();
    this.onloadend?.();
  }
}

/** What uploadProductImage answers for a stored image named `name`. */
export function storedAnswer(name: string) {
  const blob = (path: string) => `http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs/zzstoreImages/${path}`;
  return {
    url: blob(`${name}-1`),
    thumbnails: {
      w200: blob(`thumbnails/${name}-1-w200.webp`),
      w400: blob(`thumbnails/${name}-1-w400.webp`),
      w800: blob(`thumbnails/${name}-1-w800.webp`),
    },
  };
}
