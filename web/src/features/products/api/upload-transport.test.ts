import { FakeXhr } from '../../../test/fake-xhr';
import { sendImageRequest } from './upload-transport';

const file = new File(['jpeg bytes'], 'boubou.jpg', { type: 'image/jpeg' });

function send(signal = new AbortController().signal, onProgress = jest.fn()) {
  const answer = sendImageRequest({
    url: '/api/product-images',
    file,
    idToken: 'id-token',
    timeoutMs: 90_000.7,
    signal,
    onProgress,
  });
  const request = FakeXhr.requests.at(-1) as FakeXhr;
  return { answer, request, onProgress };
}

beforeEach(() => FakeXhr.install());

describe('sendImageRequest', () => {
  it('posts the file as multipart/form-data in `file`, with the ID token and the time left', async () => {
    const { answer, request } = send();
    expect([request.method, request.url]).toEqual(['POST', '/api/product-images']);
    expect(request.headers).toEqual({ Authorization: 'Bearer id-token' });
    expect(request.fileName).toBe('boubou.jpg');
    expect(request.timeout).toBe(90_000);
    request.respond(201, { ok: true }, { 'Retry-After': '5' });
    await expect(answer).resolves.toEqual({ status: 201, body: '{"ok":true}', retryAfter: '5', timedOut: false });
  });

  it('reports the share of the file sent', () => {
    const { request, onProgress } = send();
    request.progress(250, 1000);
    request.progress(1000, 1000);
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
  });

  it('resolves a network error as status 0, and a time-out as timed out', async () => {
    const first = send();
    first.request.failNetwork();
    await expect(first.answer).resolves.toMatchObject({ status: 0, timedOut: false });
    const second = send();
    second.request.timeOut();
    await expect(second.answer).resolves.toMatchObject({ status: 0, timedOut: true });
  });

  it('aborts the request when the upload is cancelled, and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const { answer, request } = send(controller.signal);
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      sendImageRequest({
        url: '/api/product-images',
        file,
        idToken: 't',
        timeoutMs: 1000,
        signal: controller.signal,
        onProgress: jest.fn(),
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.requests).toHaveLength(0);
  });
});
