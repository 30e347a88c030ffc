import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { UnsavedChangesBlocker, UnsavedChangesGuard } from './unsaved-changes';

/** What a data router's navigation makes, which jsdom leaves out: a GET with its abort signal is all it uses here. */
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | undefined;
  constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(url);
    this.method = init.method ?? 'GET';
    this.signal = init.signal;
  }
}
Object.assign(globalThis, { Request: NavigationRequest });

/** A form that is dirty once something is typed, as the console's forms are, in a data router as the app runs. */
function NoteForm({ label }: { label: string }) {
  const [typed, setTyped] = useState('');
  return (
    <form>
      <UnsavedChangesGuard dirty={typed !== ''} />
      <label>
        {label}
        <input value={typed} onChange={(event) => setTyped(event.target.value)} />
      </label>
    </form>
  );
}

/** Two forms on one page, as an order's page has, and links away. */
function FormPage() {
  return (
    <>
      <NoteForm label="Note" />
      <NoteForm label="Delivery note" />
      <Link to="/elsewhere">Another page</Link>
      <Link to="/form?tab=2">Same page, other view</Link>
      <UnsavedChangesBlocker />
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <FormPage /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => jest.restoreAllMocks());

it('leaves a clean form at once, and closing the tab asks nothing', async () => {
  const confirm = jest.spyOn(window, 'confirm');
  renderForm();
  expect(unloadPrevented()).toBe(false);
  await userEvent.click(screen.getByRole('link', { name: 'Another page' }));
  expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  expect(confirm).not.toHaveBeenCalled();
});

it('asks before leaving what any form of the page holds: staying keeps it, leaving goes', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const router = renderForm();
  // The second form of the page: the blocker is the page's, whichever form holds the entry.
  await userEvent.type(screen.getByLabelText('Delivery note'), 'Appeler avant 10 h');
  expect(unloadPrevented()).toBe(true);

  // Another view of the same page is no leaving.
  await userEvent.click(screen.getByRole('link', { name: 'Same page, other view' }));
  expect(router.state.location.search).toBe('?tab=2');
  expect(confirm).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('link', { name: 'Another page' }));
  expect(confirm).toHaveBeenCalledWith('Leave this page? What you entered is not saved.');
  expect(screen.getByLabelText('Delivery note')).toHaveValue('Appeler avant 10 h');
  expect(router.state.location.pathname).toBe('/form');

  await userEvent.click(screen.getByRole('link', { name: 'Another page' }));
  expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  expect(unloadPrevented()).toBe(false);
});
