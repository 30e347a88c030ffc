import { storedAnswer } from '../../../test/fake-xhr';
import { outcomeOf, type UploadAnswer } from './upload-answer';
import { staffTextIn } from '../../../components/staff/staff-language';
import type { AttemptOutcome } from './upload-retry';

/** An outcome with its text as an English console shows it. */
const shown = (outcome: AttemptOutcome) =>
  outcome.kind === 'refused'
    ? { ...outcome, message: staffTextIn('en', outcome.message) }
    : outcome.kind === 'transient'
      ? { ...outcome, reason: staffTextIn('en', outcome.reason) }
      : outcome;

const now = Date.UTC(2026, 10, 21, 12, 0, 0);

afterEach(() => jest.restoreAllMocks());
const answer = (status: number, body: unknown = '', extra: Partial<UploadAnswer> = {}): UploadAnswer => ({
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  retryAfter: null,
  timedOut: false,
  ...extra,
});

describe('outcomeOf (uploadProductImage’s answer)', () => {
  it('takes a 201 with the image and its thumbnails', () => {
    expect(shown(outcomeOf(answer(201, storedAnswer('a.jpg')), now))).toEqual({ kind: 'stored', image: storedAnswer('a.jpg') });
  });

  it('refuses a 201 it cannot read, without retrying it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(shown(outcomeOf(answer(201, { url: 'not a url' }), now))).toEqual({
      kind: 'refused',
      message: 'The server answered the upload in an unexpected way.',
    });
    expect(outcomeOf(answer(201, '<html>'), now).kind).toBe('refused');
    expect(console.error).toHaveBeenCalled();
  });

  it.each([
    [400, { refusal: 'no-file' }, 'No image: send it in a field named "file".'],
    [401, { refusal: 'token-invalid' }, 'Your sign-in is not valid or has expired: sign in again.'],
    [403, { refusal: 'not-staff' }, 'Only staff may upload product images.'],
    [413, { refusal: 'too-large', values: { megabytes: 10 } }, 'The image is larger than 10 MB.'],
    [415, { refusal: 'not-an-image' }, 'Only JPEG, PNG or WebP images are accepted.'],
    [
      422,
      { refusal: 'too-many-pixels', values: { width: 8000, height: 6000, megapixels: 25 } },
      'The image is 8,000×6,000 pixels; at most 25 megapixels are accepted.',
    ],
  ])('refuses a %i by its code, in the console’s words', (status, coded, shownText) => {
    const body = { error: 'whatever the server wrote', ...coded };
    expect(shown(outcomeOf(answer(status, body), now))).toEqual({ kind: 'refused', message: shownText });
  });

  it('says a coded refusal in French in a French console, and never an uncoded one as the server wrote it', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = outcomeOf(answer(413, { error: 'x', refusal: 'too-large', values: { megabytes: 10 } }), now);
    expect(refused.kind === 'refused' && staffTextIn('fr', refused.message)).toBe('L’image dépasse 10 Mo.');
    // A proxy's answer, or a function newer than the page: its status in the console's words, its `error` to the log.
    const told = outcomeOf(answer(400, { error: 'Request header too large.', refusal: 'from-the-future' }), now);
    expect(shown(told)).toEqual({ kind: 'refused', message: 'The upload was refused (400).' });
    expect(console.warn).toHaveBeenCalledWith(expect.any(String), expect.stringContaining('Request header too large.'));
  });

  it('refuses a 4xx without a message with its status', () => {
    expect(shown(outcomeOf(answer(404, 'Not Found'), now))).toEqual({
      kind: 'refused',
      message: 'The upload was refused (404).',
    });
  });

  it('treats no answer as a network error, and a time-out as such', () => {
    expect(shown(outcomeOf(answer(0), now))).toEqual({
      kind: 'transient',
      reason: 'Could not reach the server.',
      retryAfterMs: null,
    });
    expect(shown(outcomeOf(answer(0, '', { timedOut: true }), now))).toMatchObject({
      kind: 'transient',
      reason: 'The upload took too long.',
    });
  });

  it('retries 408, 429 and 5xx, with Retry-After when given', () => {
    expect(shown(outcomeOf(answer(408), now))).toMatchObject({ kind: 'transient', reason: 'The upload timed out.' });
    expect(shown(outcomeOf(answer(429, '', { retryAfter: '30' }), now))).toEqual({
      kind: 'transient',
      reason: 'Too many uploads at once.',
      retryAfterMs: 30_000,
    });
    const notStored = { error: 'The image could not be stored; try again.', refusal: 'not-stored' };
    expect(shown(outcomeOf(answer(500, notStored), now))).toMatchObject({
      kind: 'transient',
      reason: 'The image could not be stored; try again.',
    });
    expect(shown(outcomeOf(answer(503, 'Service Unavailable'), now))).toMatchObject({
      kind: 'transient',
      reason: 'The server failed (503).',
    });
  });
});
