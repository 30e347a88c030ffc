import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFirestore, fakeTimestamp } from '../../test/fake-firestore';
import { watchConsoleErrors } from '../../test/page-failures';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { findToast } from '../../test/toasts';
import StaffPage from './staff-page';

/**
 * The Firebase boundary is faked: the callables (listStaff, setUserRole) answer from `mockCallables`,
 * the audit is read from the in-memory Firestore. The real functions, rules and Auth run in
 * tests/integration/account-roles.test.ts and tests/e2e/store-staff.spec.ts.
 */
const mockCallables = {
  staff: [] as object[],
  /** findAccount's answers, by email; an email not here is not found. */
  accounts: {} as Record<string, object>,
  calls: [] as { name: string; data: unknown }[],
  failWith: null as { code: string; message: string; details: object } | null,
};
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'seed-admin' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);
jest.mock('firebase/functions', () => ({
  httpsCallable: (_functions: unknown, name: string) => async (data: unknown) => {
    mockCallables.calls.push({ name, data });
    if (name === 'setUserRole' && mockCallables.failWith)
      throw Object.assign(new Error(mockCallables.failWith.message), mockCallables.failWith);
    if (name === 'findAccount') {
      const account = mockCallables.accounts[(data as { email: string }).email];
      if (!account) {
        const message = 'No account uses this email: they must sign up in the app first.';
        throw Object.assign(new Error(message), { code: 'functions/not-found', message, details: { refusal: 'no-such-email' } });
      }
      return { data: account };
    }
    return { data: name === 'listStaff' ? { staff: mockCallables.staff } : data };
  },
}));

const admin = (uid: string, email: string, more: object = {}) => ({
  uid,
  role: 'admin',
  email,
  displayName: null,
  disabled: false,
  lastSignInAt: null,
  ...more,
});

const consoleError = watchConsoleErrors();

beforeEach(() => {
  fakeFirestore.reset();
  mockCallables.staff = [
    admin('seed-admin', 'admin@kasuwa.test', { displayName: 'Admin Kasuwa', lastSignInAt: '2026-11-23T08:00:00.000Z' }),
    admin('u-ali', 'ali@kasuwa.test'),
    admin('u-moussa', 'moussa@kasuwa.test', { role: 'seller' }),
  ];
  mockCallables.calls = [];
  mockCallables.failWith = null;
  const account = (uid: string, email: string, more: object = {}) => ({
    uid,
    email,
    emailVerified: true,
    disabled: false,
    role: 'customer',
    ...more,
  });
  mockCallables.accounts = {
    'fati@kasuwa.test': account('u-fati', 'fati@kasuwa.test'),
    'new@kasuwa.test': account('u-new', 'new@kasuwa.test', { emailVerified: false, role: null }),
    'gone@kasuwa.test': account('u-gone', 'gone@kasuwa.test', { disabled: true }),
    'ali@kasuwa.test': account('u-ali', 'ali@kasuwa.test', { role: 'admin' }),
    'moussa@kasuwa.test': account('u-moussa', 'moussa@kasuwa.test', { role: 'seller' }),
  };
  fakeFirestore.set('roleChanges', 'c-1', {
    by: 'seed-admin',
    byEmail: 'admin@kasuwa.test',
    target: 'u-ali',
    targetEmail: 'ali@kasuwa.test',
    from: 'customer',
    to: 'admin',
    at: fakeTimestamp(new Date(Date.UTC(2026, 10, 20, 9))),
  });
  fakeFirestore.set('roleChanges', 'c-2', {
    by: 'seed-admin',
    target: 'u-old',
    from: 'admin',
    to: 'customer',
    at: fakeTimestamp(new Date(Date.UTC(2026, 10, 22, 9))),
  });
});

const renderStaff = () => renderStaffRoutes('/store/staff', { '/store/staff': <StaffPage /> });
const staffTable = () => screen.getByRole('table', { name: 'Staff accounts, by email' });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => {
        const select = cell.querySelector('select');
        return select ? select.selectedOptions[0]?.textContent : cell.textContent;
      }),
    );
const setUserRoleCalls = () => mockCallables.calls.filter((call) => call.name === 'setUserRole').map((call) => call.data);

describe('StaffPage', () => {
  it('lists the team with their roles from the role claims, and the audit newest first', async () => {
    renderStaff();
    await waitFor(() => expect(rowsOf(staffTable())).toHaveLength(3));
    expect(rowsOf(staffTable())).toEqual([
      ['admin@kasuwa.test (you)', 'Admin Kasuwa', expect.stringMatching(/2026/), 'Owner', 'Revoke'],
      ['ali@kasuwa.test', '-', '-', 'Owner', 'Revoke'],
      ['moussa@kasuwa.test', '-', '-', 'Seller', 'Revoke'],
    ]);
    const audit = await screen.findByRole('table', { name: 'Role changes, newest first' });
    expect(rowsOf(audit).map((row) => row.slice(1))).toEqual([
      ['seed-admin', 'u-old', 'Owner → customer'],
      ['admin@kasuwa.test', 'ali@kasuwa.test', 'customer → Owner'],
    ]);
  });

  const checkAccount = async (email: string) => {
    const form = screen.getByRole('form', { name: 'Give an account a role' });
    await userEvent.type(within(form).getByLabelText('Email of the account'), email);
    await userEvent.click(within(form).getByRole('button', { name: 'Check account' }));
    return form;
  };

  it('checks the account first, then gives it the role chosen (the least power until then), and reads the team and the audit again', async () => {
    renderStaff();
    await waitFor(() => expect(rowsOf(staffTable())).toHaveLength(3));
    const form = await checkAccount(' fati@kasuwa.test ');
    expect(await within(form).findByText('fati@kasuwa.test')).toBeInTheDocument();
    expect(form).toHaveTextContent('fati@kasuwa.test · Email verified · No role');
    const roles = within(form).getByRole('group', { name: 'Role' });
    expect(
      within(roles)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      "OwnerEverything, the team and the shop's settings included.",
      "ManagerEverything but the team and the shop's settings.",
      'SellerProducts, stock, orders and phone orders; no sales figures.',
      'RiderOnly their own deliveries of the day.',
      'Read onlyReads orders, products and figures; changes nothing.',
    ]);
    expect(within(roles).getByRole('radio', { name: /^Read only/ })).toHaveFocus();
    await userEvent.click(within(roles).getByRole('radio', { name: /^Seller/ }));
    expect(setUserRoleCalls()).toEqual([]);
    await userEvent.click(within(form).getByRole('button', { name: 'Give fati@kasuwa.test the role Seller' }));
    await findToast('fati@kasuwa.test now has the role Seller');
    expect(setUserRoleCalls()).toEqual([{ email: 'fati@kasuwa.test', role: 'seller' }]);
    expect(within(form).getByLabelText('Email of the account')).toHaveValue('');
    expect(within(form).queryByRole('button', { name: /^Give / })).not.toBeInTheDocument();
    await waitFor(() => expect(mockCallables.calls.filter((call) => call.name === 'listStaff')).toHaveLength(2));
  });

  it.each([
    ['an address not verified', 'new@kasuwa.test', 'Email not verified', 'Only a verified address can be staff'],
    ['a disabled account', 'gone@kasuwa.test', 'Disabled', 'This account is disabled'],
  ])('shows %s and offers no grant', async (_label, email, state, why) => {
    renderStaff();
    const form = await checkAccount(email);
    expect(await within(form).findByRole('alert')).toHaveTextContent(why);
    expect(form).toHaveTextContent(state);
    expect(within(form).queryByRole('button', { name: /^Give / })).not.toBeInTheDocument();
  });

  it('offers no grant of the role an account already holds, and any other', async () => {
    renderStaff();
    const form = await checkAccount('moussa@kasuwa.test');
    expect(await within(form).findByText('moussa@kasuwa.test')).toBeInTheDocument();
    expect(form).toHaveTextContent('Email verified · Seller');
    await userEvent.click(within(form).getByRole('radio', { name: /^Seller/ }));
    expect(within(form).getByRole('alert')).toHaveTextContent('This account already has this role.');
    expect(within(form).getByRole('button', { name: 'Give moussa@kasuwa.test the role Seller' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('radio', { name: /^Manager/ }));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Give moussa@kasuwa.test the role Manager' })).toBeEnabled();
  });

  it('forgets the account checked when the email changes', async () => {
    renderStaff();
    const form = await checkAccount('fati@kasuwa.test');
    await within(form).findByRole('button', { name: 'Give fati@kasuwa.test the role Read only' });
    await userEvent.type(within(form).getByLabelText('Email of the account'), 'x');
    expect(within(form).queryByRole('button', { name: /^Give / })).not.toBeInTheDocument();
  });

  it("asks before changing a member's role, and changes it on confirmation", async () => {
    renderStaff();
    await waitFor(() => expect(rowsOf(staffTable())).toHaveLength(3));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of moussa@kasuwa.test' }), 'Manager');
    const question = screen.getByRole('alertdialog', { name: 'Give moussa@kasuwa.test the role Manager?' });
    expect(question).toHaveTextContent('Their sessions end now: they sign in again and work with the powers of the new role.');
    expect(within(question).getByRole('button', { name: 'Keep the role' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(setUserRoleCalls()).toEqual([]);
    expect(rowsOf(staffTable())[2]?.[3]).toBe('Seller');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of moussa@kasuwa.test' }), 'Manager');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Change the role' }));
    await findToast('moussa@kasuwa.test now has the role Manager');
    expect(setUserRoleCalls()).toEqual([{ uid: 'u-moussa', role: 'manager' }]);
  });

  it('says why a lookup or a grant was refused', async () => {
    renderStaff();
    const form = await checkAccount('personne@kasuwa.test');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'No account uses this email: they must sign up in the app first.',
    );
    expect(within(form).getByLabelText('Email of the account')).toHaveValue('personne@kasuwa.test');
    expect(consoleError()).toHaveBeenCalledWith('Looking up the account failed:', expect.any(Error));

    mockCallables.failWith = {
      code: 'functions/failed-precondition',
      message: 'fati@kasuwa.test has not verified its email address.',
      details: { refusal: 'email-not-verified', values: { email: 'fati@kasuwa.test' } },
    };
    await userEvent.clear(within(form).getByLabelText('Email of the account'));
    await userEvent.type(within(form).getByLabelText('Email of the account'), 'fati@kasuwa.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Check account' }));
    await userEvent.click(await within(form).findByRole('button', { name: 'Give fati@kasuwa.test the role Read only' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('fati@kasuwa.test has not verified its email address:');
    expect(consoleError()).toHaveBeenCalledWith('Granting a staff role failed:', expect.any(Error));
  });

  it('asks before revoking, keeps the role on "Keep the role", and revokes on confirmation', async () => {
    renderStaff();
    await waitFor(() => expect(rowsOf(staffTable())).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the staff role of ali@kasuwa.test' }));
    const question = screen.getByRole('alertdialog', { name: 'Revoke the staff role of ali@kasuwa.test?' });
    expect(within(question).getByRole('button', { name: 'Keep the role' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(setUserRoleCalls()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke the staff role of ali@kasuwa.test' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    await findToast('ali@kasuwa.test is no longer staff');
    expect(setUserRoleCalls()).toEqual([{ uid: 'u-ali', role: 'customer' }]);
  });

  it('shows the server’s refusal when the last admin gives up the role', async () => {
    mockCallables.staff = [admin('seed-admin', 'admin@kasuwa.test')];
    mockCallables.failWith = {
      code: 'functions/failed-precondition',
      message: 'You are the last admin: make someone else admin before giving up the role. [400]',
      details: { refusal: 'last-admin-self' },
    };
    renderStaff();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke the staff role of admin@kasuwa.test' }));
    expect(screen.getByRole('alertdialog', { name: 'Give up your staff role?' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are the last admin: make someone else admin before giving up the role.',
    );
  });

  it('answers an unexpected failure with a plain message', async () => {
    mockCallables.failWith = { code: 'functions/internal', message: 'INTERNAL', details: {} };
    renderStaff();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke the staff role of ali@kasuwa.test' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The role could not be changed. Nothing was changed; try again.');
  });
});
