import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { AdminLoginPage, signedInPauseMs } from './admin-login-page';

const mockSignInStaff = jest.fn();

// The Firebase boundary is faked here; the real sign-in runs in the integration and e2e suites.
jest.mock('./api/sign-in-staff', () => {
  const { useMutation } = jest.requireActual('@tanstack/react-query');
  return { useSignInStaff: () => useMutation({ mutationFn: mockSignInStaff }) };
});

const renderLogin = (state?: unknown) =>
  renderStaffRoutes(
    { pathname: '/admin-login', state },
    { '/admin-login': <AdminLoginPage />, '/admin-feedback': <p>feedback admin</p>, '/store': <p>store</p> },
  );

async function logIn(email = 'admin@kasuwa.test', password = 'secret') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => mockSignInStaff.mockReset());

describe('AdminLoginPage', () => {
  it("says 'Signin Successfully' long enough to be read, then sends staff on to the feedback admin", async () => {
    mockSignInStaff.mockResolvedValue({ result: 'signed-in', role: 'admin' });
    renderLogin();
    await logIn(' admin@kasuwa.test ');
    expect(await screen.findByRole('status')).toHaveTextContent('Signin Successfully');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, signedInPauseMs / 2));
    expect(screen.getByRole('status')).toHaveTextContent('Signin Successfully');
    expect(await screen.findByText('feedback admin', {}, { timeout: signedInPauseMs * 2 })).toBeInTheDocument();
    expect(mockSignInStaff.mock.calls[0][0]).toEqual({ email: 'admin@kasuwa.test', password: 'secret' });
  });

  it('sends a role the feedback admin is not open to on to the store', async () => {
    mockSignInStaff.mockResolvedValue({ result: 'signed-in', role: 'seller' });
    renderLogin();
    await logIn('vendeur@kasuwa.test');
    expect(await screen.findByText('store', {}, { timeout: signedInPauseMs * 2 })).toBeInTheDocument();
  });

  it.each([
    ['no-profile', 'No user profile found'],
    ['invalid-role', 'Access denied: Invalid role'],
  ])('stays on the page and explains a %s outcome', async (outcome, text) => {
    mockSignInStaff.mockResolvedValue({ result: outcome });
    renderLogin();
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("says 'Signin Failed' on any other failure", async () => {
    mockSignInStaff.mockRejectedValue(Object.assign(new Error('bad'), { code: 'auth/invalid-credential' }));
    renderLogin();
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Signin Failed');
  });

  it('says so when Auth throttles repeated failures', async () => {
    mockSignInStaff.mockRejectedValue(Object.assign(new Error('slow down'), { code: 'auth/too-many-requests' }));
    renderLogin();
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Too many failed attempts/);
  });

  it('needs both fields before it tries', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(mockSignInStaff).not.toHaveBeenCalled();
  });

  it('repeats what the page before said, such as Logged out', async () => {
    renderLogin({ notice: { text: 'Logged out', tone: 'success' } });
    expect(screen.getByRole('status')).toHaveTextContent('Logged out');
    await userEvent.type(screen.getByLabelText('Email'), 'a');
    expect(screen.getByRole('status')).toHaveTextContent('Logged out');
  });

  it('repeats a notice left for it through a full reload, once, and ignores one that does not read', () => {
    sessionStorage.setItem('kasuwa.staff.notice', JSON.stringify({ notice: { text: 'Logged out', tone: 'success' } }));
    const first = renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent('Logged out');
    expect(sessionStorage.getItem('kasuwa.staff.notice')).toBeNull();
    first.unmount();
    const second = renderLogin();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    second.unmount();
    sessionStorage.setItem('kasuwa.staff.notice', JSON.stringify({ notice: { text: '<img src=x onerror=alert(1)>' } }));
    const third = renderLogin();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    third.unmount();
    sessionStorage.setItem('kasuwa.staff.notice', '{"notice":');
    renderLogin();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says nothing when it is opened directly', () => {
    renderLogin();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
