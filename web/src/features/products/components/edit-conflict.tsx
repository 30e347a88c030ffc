import { useStaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-products';
import { SideButton } from '../../../components/staff/form-buttons';
/**
 * Shown when someone saved the product after this form loaded it. Nothing was written; the admin
 * chooses: see their edit on top of what is stored now, or save it over the other changes.
 */
export function EditConflict(props: { saving: boolean; onReload: () => void; onOverwrite: () => void }) {
  const { saving, onReload, onOverwrite } = props;
  const { t } = useStaffText();
  return (
    <div className="edit-conflict store-surface" role="alert">
      <p className="edit-conflict__title">{t('This product was changed by someone else')}</p>
      <p>{t('Your changes are not saved yet. Reload the product to see both, or save yours over theirs.')}</p>
      <div className="edit-conflict__actions">
        {/* The alert follows the admin's own save: focus goes to what they most likely want next. */}
        {/* eslint-disable-next-line jsx-a11y-x/no-autofocus */}
        <button type="button" className="admin-button admin-button--inline" autoFocus disabled={saving} onClick={onReload}>
          {t('Reload, keeping my changes')}
        </button>
        <SideButton disabled={saving} onClick={onOverwrite}>
          {t('Save mine anyway')}
        </SideButton>
      </div>
    </div>
  );
}
