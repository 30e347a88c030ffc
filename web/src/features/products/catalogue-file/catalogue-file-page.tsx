import { useId } from 'react';
import { shopDay } from '@kasuwa/contract/days';
import { CsvExportButton } from '../../../components/staff/csv-export-button';
import { asMessage, StaffTextOf, textMessage, useStaffText } from '../../../components/staff/staff-language';
import { StorePage } from '../../../components/store/store-page';
import { db } from '../../../lib/firebase/firestore';
import { readWholeCatalogue } from './api/read-catalogue';
import { catalogueCsv } from './catalogue-columns';
import { maxImportRows } from './catalogue-file-read';
import { DryRunSummary, DryRunTable } from './components/dry-run-table';
import { useCatalogueImport, writesAnything, type ImportState } from './use-catalogue-import';
import './catalogue-file.css';
import '../../../components/staff/staff-text-fr-catalogue-file';

type Checked = Extract<ImportState, { plan: unknown }>;

/** After the dry run: apply (once, confirmed by the button), the progress, what was saved, or why it stopped. */
function ApplyPart({ state, onApply, onCheckAgain }: { state: Checked; onApply: () => void; onCheckAgain: () => void }) {
  const { t } = useStaffText();
  const checkAgain = (
    <button type="button" className="admin-button admin-button--secondary" onClick={onCheckAgain}>
      {t('Check the file again')}
    </button>
  );
  if (state.step === 'planned') {
    return writesAnything(state.plan) ? (
      <button type="button" className="admin-button" onClick={onApply}>
        {t('Apply these changes')}
      </button>
    ) : (
      <p role="status" className="admin-message admin-message--success">
        {t('Nothing to change: the catalogue already matches the file.')}
      </p>
    );
  }
  if (state.step === 'applying') {
    const { done, total } = state.progress;
    return (
      <p role="status" className="catalogue-file__progress">
        <progress max={Math.max(total, 1)} value={done} aria-label={t('Saving the catalogue')} />{' '}
        {t('Saved {done} of {count} steps', { done, count: total })}
      </p>
    );
  }
  if (state.step === 'applied') {
    return (
      <>
        <p role="status" className="admin-message admin-message--success">
          {t('Saved: {written}; {stocked}.', {
            written: textMessage('{count} products written', { count: state.applied.products }),
            stocked: textMessage('{count} products with their stock set', { count: state.applied.stockCalls }),
          })}
        </p>
        {checkAgain}
      </>
    );
  }
  return (
    <>
      <p role="alert" className="admin-message admin-message--error">
        <StaffTextOf text={state.reason} />
      </p>
      {checkAgain}
    </>
  );
}

/**
 * /store/products/file: the catalogue out to Excel (every product and variant with its stock) and back
 * in: a file chosen is checked first (the dry run, row by row), then applied once confirmed. Loaded only
 * here: the parser and the plan are not in the product pages' code.
 */
export default function CatalogueFilePage() {
  const { t } = useStaffText();
  const { state, chooseFile, checkAgain, apply } = useCatalogueImport();
  const inputId = useId();
  const busy = state.step === 'checking' || state.step === 'applying';

  return (
    <StorePage title="Catalogue file">
      <section className="store-surface catalogue-file__part">
        <h2>{t('Export')}</h2>
        <p>{t('Every product and variant with its stock, as a CSV file French Excel opens as it is.')}</p>
        <CsvExportButton
          make={async () => {
            const { rows } = await readWholeCatalogue(db);
            return { name: `catalogue-${shopDay(new Date())}.csv`, text: catalogueCsv(rows, t) };
          }}
          reading="Reading every product…"
          failure="The CSV could not be made: the products could not be read. Try again."
          logLine="Reading the catalogue for the CSV failed:"
        />
      </section>
      <section className="store-surface catalogue-file__part">
        <h2>{t('Import')}</h2>
        <p>
          {t(
            'Edit the exported file and choose it here: nothing is saved before you see what changes. Leave the ID empty to add a product; images stay as they are. {count} rows at most.',
            { count: maxImportRows },
          )}
        </p>
        <label htmlFor={inputId}>{t('Choose the edited file')}</label>{' '}
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void chooseFile(file);
          }}
        />
        {state.step === 'checking' && <p role="status">{t('Checking {name}…', { name: state.name })}</p>}
        {state.step === 'refused' && (
          <p role="alert" className="admin-message admin-message--error">
            {t('{name} is refused: {reason}', {
              name: state.name,
              reason: asMessage(state.reason),
            })}
          </p>
        )}
        {'plan' in state && (
          <>
            <h3>{t('Dry run of {name}', { name: state.name })}</h3>
            <DryRunSummary plan={state.plan} reads={state.reads} />
            <ApplyPart state={state} onApply={() => void apply(state)} onCheckAgain={() => void checkAgain(state)} />
            <DryRunTable plan={state.plan} />
          </>
        )}
      </section>
    </StorePage>
  );
}
