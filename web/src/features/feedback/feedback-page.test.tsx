import { findToast } from '../../test/toasts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { staffTextIn } from '../../components/staff/staff-language';
import { noticeFrom } from '../../components/staff/staff-notice';
import { fakeFirestore, fakeTimestamp } from '../../test/fake-firestore';
import { retryFailedLoad } from '../../test/page-failures';
import type { StaffSession } from '../../components/staff/use-staff-session';
import { FeedbackPage } from './feedback-page';
import { formatRecordDate } from '../../components/staff/record-date';
import { columnHeaders } from '../../test/tables';
import type { StaffRole } from '@kasuwa/contract/staff-roles';

let mockSession: StaffSession = 'staff';
let mockRole: StaffRole = 'admin';
const mockSignOut = jest.fn();
let mockSignOutOutcome = { writesWaiting: false, firestoreClosed: false };

// The Firebase boundary is faked: an in-memory Firestore and a session the test chooses. The real
// SDK against the emulators runs in tests/e2e/feedback-admin.spec.ts.
jest.mock('../../lib/firebase/auth', () => ({ auth: {} }));
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);
jest.mock('firebase/auth', () => ({ signOut: () => mockSignOut() }));
// What sign-out does to the device's cache is tested in device-cache.test.ts; here, only its outcome.
jest.mock('../../lib/firebase/device-cache', () => ({
  signOutOfDevice: async () => {
    await mockSignOut();
    return mockSignOutOutcome;
  },
}));
const mockRetrySession = jest.fn();
jest.mock('../../components/staff/use-staff-session', () => ({
  useStaffSession: () => ({ session: mockSession, role: mockSession === 'staff' ? mockRole : null }),
  useRetryStaffSession: () => mockRetrySession,
}));

const hour = 3_600_000;
const now = Date.UTC(2026, 10, 15, 9, 0, 0);

function addFeedback(
  id: string,
  {
    type = 'bug',
    message = `message ${id}`,
    hoursAgo = 1,
    userId,
    screenshotUrl,
    dated = true,
  }: {
    type?: string;
    message?: string;
    hoursAgo?: number;
    userId?: string;
    screenshotUrl?: string;
    dated?: boolean;
  } = {},
) {
  const at = new Date(now - hoursAgo * hour);
  fakeFirestore.set('feedback', id, {
    feedbackType: type,
    message,
    ...(userId && { userId }),
    ...(screenshotUrl && { screenshotUrl }),
    ...(dated && { createdAt: fakeTimestamp(at) }),
    listedAt: at,
  });
}

function addMany(count: number, type = 'bug') {
  for (let index = 0; index < count; index += 1) {
    addFeedback(`${type}-${index}`, { type, message: `${type} ${index}`, hoursAgo: index + 1, userId: 'u1' });
  }
}

function LoginStub() {
  const notice = noticeFrom(useLocation().state);
  return <p>login page{notice && ` — ${staffTextIn('en', notice.text)}`}</p>;
}

function renderFeedback() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin-feedback']}>
        <Routes>
          <Route path="/admin-feedback" element={<FeedbackPage />} />
          <Route path="/admin-login" element={<LoginStub />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
/** Presses the row's Delete and answers yes. */
async function deleteRow(index: number) {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  await userEvent.click(within(bodyRows()[index] as HTMLElement).getByRole('button', { name: 'Delete' }));
}
const messages = () => bodyRows().map((row) => within(row).getAllByRole('cell')[2]?.textContent);
const loadMore = () => screen.queryByRole('button', { name: 'Load more' });

beforeEach(() => {
  fakeFirestore.reset();
  mockSession = 'staff';
  mockRole = 'admin';
  mockSignOut.mockReset().mockResolvedValue(undefined);
  mockSignOutOutcome = { writesWaiting: false, firestoreClosed: false };
  localStorage.clear();
  jest.spyOn(window, 'confirm').mockReturnValue(false);
});

afterEach(() => jest.restoreAllMocks());

describe('FeedbackPage before the session is staff', () => {
  it('waits for the session without reading feedback', () => {
    mockSession = 'loading';
    addMany(3);
    renderFeedback();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(fakeFirestore.queries).toHaveLength(0);
  });

  it('tells a visitor who is not signed in, with a way to log in', () => {
    mockSession = 'signed-out';
    addMany(3);
    renderFeedback();
    expect(screen.getByText('You are not logged in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/admin-login');
    expect(fakeFirestore.queries).toHaveLength(0);
  });

  it('signs out anyone signed in without the admin role and sends them to the login page', async () => {
    mockSession = 'not-staff';
    addMany(3);
    renderFeedback();
    expect(await screen.findByText('login page — Access denied: Invalid role')).toBeInTheDocument();
    expect(mockSignOut).toHaveBeenCalled();
    expect(fakeFirestore.queries).toHaveLength(0);
  });

  it('after 12 hours unused, signs out and says that what was not sent stays on the device', async () => {
    localStorage.setItem('kasuwa.staff.lastActivity', String(Date.now() - 13 * hour));
    mockSignOutOutcome = { writesWaiting: true, firestoreClosed: false };
    renderFeedback();
    expect(
      await screen.findByText(
        'login page — Logged out after 12 hours without activity. What was not sent stays on this device and goes once you log in again.',
      ),
    ).toBeInTheDocument();
    expect(mockSignOut).toHaveBeenCalledTimes(1);
  });

  it("keeps the session when the profile cannot be read: 'Can't reach the server' and a retry", async () => {
    mockSession = 'unreachable';
    addMany(3);
    renderFeedback();
    expect(screen.getByRole('alert')).toHaveTextContent("Can't reach the server");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mockRetrySession).toHaveBeenCalledTimes(1);
    expect(mockSignOut).not.toHaveBeenCalled();
    expect(fakeFirestore.queries).toHaveLength(0);
  });

  it.each(['seller', 'rider', 'viewer'] as const)(
    'tells a %s the page is not open to their role, reading nothing and keeping the session',
    (role) => {
      mockRole = role;
      addMany(3);
      renderFeedback();
      expect(screen.getByRole('heading', { name: 'Not open to your role' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the store' })).toHaveAttribute('href', '/store');
      expect(mockSignOut).not.toHaveBeenCalled();
      expect(fakeFirestore.queries).toHaveLength(0);
    },
  );
});

describe('FeedbackPage for staff', () => {
  it('shows the columns and the spec’s placeholders: Anon, None and a dash', async () => {
    addFeedback('full', {
      message: 'The cart crashes',
      userId: 'user-42',
      screenshotUrl: 'http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs/feedbackScreenshots/user-42/full.png',
      hoursAgo: 2,
    });
    addFeedback('bare', { type: 'suggestion', message: 'Dark mode please', dated: false, hoursAgo: 5 });
    renderFeedback();

    expect(screen.getByText('Loading feedback…')).toHaveAttribute('role', 'status');
    await screen.findByRole('table');
    expect(columnHeaders()).toEqual(['User', 'Type', 'Message', 'Screenshot', 'Date', 'Action']);

    const [full, bare] = bodyRows().map((row) => within(row).getAllByRole('cell'));
    expect(full?.map((cell) => cell.textContent)).toEqual([
      'user-42',
      'Bug',
      'The cart crashes',
      '',
      formatRecordDate(new Date(now - 2 * hour)),
      'Delete',
    ]);
    const link = within(full?.[3] as HTMLElement).getByRole('link', { name: 'Screenshot (opens in a new tab)' });
    expect(link).toHaveAttribute('href', expect.stringContaining('/feedbackScreenshots/user-42/full.png'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(link).getByRole('img')).toHaveAttribute('src', expect.stringContaining('full.png'));
    expect(within(link).getByRole('img')).toHaveAttribute('width', '48');
    const time = within(full?.[4] as HTMLElement).getByText(/15 Nov 2026/);
    expect(time).toHaveAttribute('datetime', new Date(now - 2 * hour).toISOString());

    expect(bare?.map((cell) => cell.textContent)).toEqual(['Anon', 'Suggestion', 'Dark mode please', 'None', '-', 'Delete']);
  });

  it('lists newest first, 20 at a time, and loads more on demand', async () => {
    addMany(45);
    renderFeedback();
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(20);
    expect(messages().slice(0, 3)).toEqual(['bug 0', 'bug 1', 'bug 2']);
    expect(fakeFirestore.documentsRead).toBeLessThanOrEqual(21);
    expect(fakeFirestore.queries[0]?.constraints).toEqual(
      expect.arrayContaining([
        { kind: 'orderBy', field: 'listedAt', direction: 'desc' },
        { kind: 'limit', count: 21 },
      ]),
    );

    await userEvent.click(loadMore() as HTMLElement);
    await waitFor(() => expect(bodyRows()).toHaveLength(40));
    expect(messages()[20]).toBe('bug 20');
    await userEvent.click(loadMore() as HTMLElement);
    await waitFor(() => expect(bodyRows()).toHaveLength(45));
    expect(loadMore()).not.toBeInTheDocument();
    expect(fakeFirestore.documentsRead).toBeLessThanOrEqual(45 + 2);
  });

  it('filters by type, starting again at the first page', async () => {
    addMany(25, 'bug');
    addMany(3, 'rating');
    addMany(2, 'suggestion');
    renderFeedback();
    await screen.findByRole('table');
    await userEvent.click(loadMore() as HTMLElement);
    await waitFor(() => expect(bodyRows()).toHaveLength(30));

    await userEvent.selectOptions(screen.getByLabelText('Filter'), 'Rating');
    await waitFor(() => expect(messages()).toEqual(['rating 0', 'rating 1', 'rating 2']));
    expect(within(screen.getByRole('table')).getAllByText('Rating')).toHaveLength(3);
    expect(fakeFirestore.queries.at(-1)?.constraints).toContainEqual({
      kind: 'where',
      field: 'feedbackType',
      op: '==',
      value: 'rating',
    });
    expect(loadMore()).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Filter'), 'Bug');
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(messages().every((message) => message?.startsWith('bug '))).toBe(true);
    expect(loadMore()).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Filter'), 'All');
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
  });

  it('says so when there is no feedback', async () => {
    renderFeedback();
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(loadMore()).not.toBeInTheDocument();
  });

  it("shows 'Failed to load feedback' when the list cannot be read", async () => {
    fakeFirestore.failReads = Object.assign(new Error('denied'), { code: 'permission-denied' });
    addMany(3);
    renderFeedback();
    expect(await screen.findByText('Failed to load feedback')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await retryFailedLoad('Failed to load feedback');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
  });

  it('asks before deleting and keeps the row when the answer is no', async () => {
    addMany(2);
    renderFeedback();
    await screen.findByRole('table');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete this feedback?');
    expect(bodyRows()).toHaveLength(2);
    expect(fakeFirestore.has('feedback', 'bug-0')).toBe(true);
    expect(screen.queryByText('Feedback deleted')).not.toBeInTheDocument();
  });

  it("deletes on yes: the document and the row go, and it says 'Feedback deleted'", async () => {
    addMany(2);
    renderFeedback();
    await screen.findByRole('table');
    await deleteRow(0);
    expect(await findToast('Feedback deleted')).toEqual({ error: false });
    expect(messages()).toEqual(['bug 1']);
    expect(fakeFirestore.has('feedback', 'bug-0')).toBe(false);
    expect(screen.getByRole('region', { name: 'Feedback, newest first' })).toHaveFocus();
  });

  it("says 'Failed to delete feedback' and keeps the row when the delete fails", async () => {
    addMany(2);
    fakeFirestore.failDeletes = new Error('denied');
    renderFeedback();
    await screen.findByRole('table');
    await deleteRow(1);
    expect(await findToast('Failed to delete feedback')).toEqual({ error: true });
    expect(bodyRows()).toHaveLength(2);
  });

  it("logs out: signs out, says 'Logged out' and goes to the login page", async () => {
    addMany(1);
    renderFeedback();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('login page — Logged out')).toBeInTheDocument();
    expect(mockSignOut).toHaveBeenCalledTimes(1);
  });
});
