import { render, screen } from '@testing-library/react';
import { staffPermissionRoles, staffPermissions, staffRoles } from '@kasuwa/contract/staff-roles';
import { StaffRoleProvider, WithPower } from './staff-role';
import { StaffLanguageProvider } from './staff-language';

const renderAs = (role: (typeof staffRoles)[number], permission: (typeof staffPermissions)[number]) =>
  render(
    <StaffLanguageProvider>
      <StaffRoleProvider role={role}>
        <WithPower permission={permission}>
          <h1>The page</h1>
        </WithPower>
      </StaffRoleProvider>
    </StaffLanguageProvider>,
  );

describe('WithPower', () => {
  it.each(staffRoles.flatMap((role) => staffPermissions.map((permission) => [role, permission] as const)))(
    'opens a page to a %s with the %s power only as the contract says',
    (role, permission) => {
      renderAs(role, permission);
      const holds = (staffPermissionRoles[permission] as readonly string[]).includes(role);
      expect(screen.getByRole('heading').textContent).toBe(holds ? 'The page' : 'Not open to your role');
    },
  );

  it("names the role in the console's words", () => {
    renderAs('seller', 'staff');
    expect(
      screen.getByText('Your role, Seller, cannot open this page. Ask the owner of the shop if you need it.'),
    ).toBeInTheDocument();
  });
});
