import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { roleCan, staffPermissionRoles, staffPermissions, staffRoles } from './staff-roles';

/** docs/access.md's table of staff powers: per power, a ✓ under each role holding it. */
function documentedHolders(): Record<string, string[]> {
  const access = readFileSync(join(__dirname, '../../docs/access.md'), 'utf8');
  const section = access.split('\n## ').find((part) => part.startsWith('Staff roles and their powers')) ?? '';
  const rows = section.split('\n').filter((line) => /^\| `[a-z]+` \|/.test(line));
  return Object.fromEntries(
    rows.map((row) => {
      const cells = row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      const marks = cells.slice(2);
      return [cells[0]?.replaceAll('`', ''), staffRoles.filter((_role, index) => marks[index] === '✓')];
    }),
  );
}

describe('staff roles', () => {
  it('lets a role hold a power only as the table says, whatever the claim holds', () => {
    expect(roleCan('seller', 'orders')).toBe(true);
    expect(roleCan('seller', 'staff')).toBe(false);
    expect(roleCan('customer', 'read')).toBe(false);
    expect(roleCan(undefined, 'read')).toBe(false);
    expect(roleCan(['admin'], 'read')).toBe(false);
  });

  it('gives the owner every power but a rider’s run, and a viewer none that writes', () => {
    for (const permission of staffPermissions) expect(roleCan('admin', permission)).toBe(permission !== 'run');
    expect(staffPermissions.filter((permission) => roleCan('rider', permission))).toEqual(['run']);
    expect(staffPermissions.filter((permission) => roleCan('viewer', permission))).toEqual(['read', 'figures']);
  });

  it('is what docs/access.md shows, power by power', () => {
    const documented = documentedHolders();
    expect(Object.keys(documented)).toEqual(expect.arrayContaining([...staffPermissions]));
    for (const permission of staffPermissions) {
      expect([permission, documented[permission]]).toEqual([permission, [...staffPermissionRoles[permission]]]);
    }
  });
});
