import { HttpsError } from 'firebase-functions/v2/https';
import { refusalDetailsOf } from '@kasuwa/contract/refusals';
import { refusalsOf } from './refusal';

const refuse = refusalsOf({ 'too-many': 'Only {left} of {title} can still come back.', gone: 'There is no such return.' });

describe('refusalsOf', () => {
  it('writes the English as the message and the code with its values in the details', () => {
    const error = refuse('failed-precondition', 'too-many', { left: 2, title: 'Pagne wax' });
    expect(error).toBeInstanceOf(HttpsError);
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe('Only 2 of Pagne wax can still come back.');
    expect(refusalDetailsOf(error)).toEqual({ refusal: 'too-many', values: { left: 2, title: 'Pagne wax' } });
  });

  it('gives a refusal without values no values', () => {
    expect(refuse('not-found', 'gone').details).toEqual({ refusal: 'gone' });
  });
});
