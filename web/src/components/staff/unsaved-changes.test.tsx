import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { holdUnsavedChanges, UnsavedChangesGuard, UnsavedChangesQuestion } from './unsaved-changes';

/** A form that is dirty once something is typed, as the console's forms are. */
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
    </>
  );
}

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

holdUnsavedChanges();

/** The console as it runs: the hold installed before the router starts, the question inside it. */
function renderForm() {
  // Two entries of the tab's history as React Router writes them, with their places (`idx`).
  window.history.replaceState({ idx: 0 }, '', '/start');
  window.history.pushState({ idx: 1 }, '', '/form');
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/form" element={<FormPage />} />
        <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
        <Route path="/start" element={<h1>Start</h1>} />
      </Routes>
      <Address />
      <UnsavedChangesQuestion />
    </BrowserRouter>,
  );
}

const shownAddress = () => screen.getByRole('status', { name: 'Address' }).textContent;

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
  renderForm();
  // The second form of the page: the blocker is the page's, whichever form holds the entry.
  await userEvent.type(screen.getByLabelText('Delivery note'), 'Appeler avant 10 h');
  expect(unloadPrevented()).toBe(true);

  // Another view of the same page is no leaving.
  await userEvent.click(screen.getByRole('link', { name: 'Same page, other view' }));
  expect(shownAddress()).toBe('/form?tab=2');
  expect(confirm).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('link', { name: 'Another page' }));
  expect(confirm).toHaveBeenCalledWith('Leave this page? What you entered is not saved.');
  expect(screen.getByLabelText('Delivery note')).toHaveValue('Appeler avant 10 h');
  expect(shownAddress()).toBe('/form?tab=2');

  await userEvent.click(screen.getByRole('link', { name: 'Another page' }));
  expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  expect(unloadPrevented()).toBe(false);
});

it('asks before Back leaves unsaved entries: staying puts the page back in the history, leaving goes', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  renderForm();
  await userEvent.type(screen.getByLabelText('Note'), 'Client absent');

  // Back, as the browser does it: the address changes, then popstate (held before the router's listener).
  window.history.back();
  await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
  // Held: the entry shown is put back (a second popstate, which the router does not see either).
  await waitFor(() => expect(window.location.pathname).toBe('/form'));
  expect(screen.getByLabelText('Note')).toHaveValue('Client absent');
  expect(shownAddress()).toBe('/form');

  window.history.back();
  await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
  expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/start');
});
