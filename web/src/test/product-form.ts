import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { FakeXhr, storedAnswer } from './fake-xhr';

/** What the product form's tests do on the page, as an admin would. */
type User = ReturnType<typeof userEvent.setup>;

export const jpeg = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
export const fileInput = () => screen.getByLabelText<HTMLInputElement>('Select images');
/** The last upload of the file called `name`. */
export const requestFor = (name: string) => FakeXhr.requests.filter((request) => request.fileName === name).at(-1)!;
export const imageItems = () => within(screen.getByRole('group', { name: 'Images' })).getAllByRole('listitem');
export const imageNames = () =>
  imageItems().map((item) => within(item).getByRole('img').getAttribute('alt')?.replace('Preview of ', ''));

export async function fillFields(user: User, { title = 'Grand boubou brodé' } = {}) {
  await user.type(screen.getByLabelText('Title'), title);
  await user.type(screen.getByLabelText('Price (F CFA)'), '45000');
  await user.type(screen.getByLabelText('Category'), 'Vêtements');
  await user.type(screen.getByLabelText('Description'), 'Bazin riche, broderie dorée.');
}

/** Chooses JPEGs by name and lets the fake upload of each one succeed. */
export async function chooseAndUpload(user: User, ...names: string[]) {
  await user.upload(
    fileInput(),
    names.map((name) => jpeg(name)),
  );
  for (const name of names) act(() => requestFor(name).respond(201, storedAnswer(name)));
  for (const name of names)
    await waitFor(() => expect(screen.getByRole('progressbar', { name })).toHaveAttribute('value', '100'));
}
