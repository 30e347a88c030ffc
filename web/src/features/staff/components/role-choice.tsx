import { useEffect, useId, useRef } from 'react';
import { staffRoles, type StaffRole } from '@kasuwa/contract/staff-roles';
import { staffRoleNames, staffRoleSummaries } from '../../../components/staff/staff-role';
import { useStaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-people';

interface RoleChoiceProps {
  chosen: StaffRole;
  onChoose: (role: StaffRole) => void;
  /** Moves focus to the chosen role when the choice appears. */
  focusOnShow?: boolean;
}

/** The team's roles as radio buttons, each with what it may do, so the owner sees the powers they give. */
export function RoleChoice({ chosen, onChoose, focusOnShow = false }: RoleChoiceProps) {
  const name = useId();
  const chosenInput = useRef<HTMLInputElement>(null);
  // Read once, when the choice appears: a later choice keeps the focus where the owner put it.
  const focusFirst = useRef(focusOnShow);
  const { t } = useStaffText();
  useEffect(() => {
    if (focusFirst.current) chosenInput.current?.focus();
  }, []);
  return (
    <fieldset className="role-choice">
      <legend>{t('Role')}</legend>
      {staffRoles.map((role) => (
        <label key={role} className="role-choice__option">
          <input
            ref={role === chosen ? chosenInput : undefined}
            type="radio"
            name={name}
            value={role}
            checked={role === chosen}
            onChange={() => onChoose(role)}
          />
          <strong>{t(staffRoleNames[role])}</strong>
          <span className="role-choice__summary">{t(staffRoleSummaries[role])}</span>
        </label>
      ))}
    </fieldset>
  );
}
