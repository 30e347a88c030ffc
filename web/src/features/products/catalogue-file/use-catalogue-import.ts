import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { stockRefusals } from '@kasuwa/contract/refusals/stock';
import { callableProblem, textMessage, type ShownText } from '../../../components/staff/staff-language';
import { productKeys } from '../../../components/store/product-keys';
import { db } from '../../../lib/firebase/firestore';
import { functions } from '../../../lib/firebase/functions';
import { applyPlan, BatchRefusedError, type Applied, type ApplyProgress } from './api/apply-plan';
import { readNamedCatalogue } from './api/read-catalogue';
import { namesOf, readCatalogueFile } from './catalogue-file-read';
import { planImport, type ImportPlan } from './catalogue-plan';
import '../../../components/staff/staff-text-fr-catalogue-file';

interface Checked {
  name: string;
  bytes: Uint8Array;
  plan: ImportPlan;
  /** Documents the dry run read: the products the file names and their stock. */
  reads: number;
}

export type ImportState =
  | { step: 'idle' }
  | { step: 'checking'; name: string }
  | { step: 'refused'; name: string; reason: ShownText }
  | ({ step: 'planned' } & Checked)
  | ({ step: 'applying'; progress: ApplyProgress } & Checked)
  | ({ step: 'applied'; applied: Applied } & Checked)
  | ({ step: 'failed'; reason: ShownText; progress: ApplyProgress } & Checked);

/** Whether a plan writes anything. */
export const writesAnything = (plan: ImportPlan) => plan.products.length > 0 || plan.stock.length > 0;

/**
 * The import's steps: a file chosen is read and checked against the products it names (the dry run,
 * which writes nothing); the plan is applied only when staff confirm it; after, the same file can be
 * checked again, and has nothing left to change.
 */
export function useCatalogueImport() {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const queryClient = useQueryClient();

  async function check(name: string, bytes: Uint8Array) {
    setState({ step: 'checking', name });
    const reading = readCatalogueFile(bytes);
    if ('refusal' in reading) {
      setState({ step: 'refused', name, reason: reading.refusal });
      return;
    }
    try {
      const stored = await readNamedCatalogue(db, namesOf(reading.file));
      setState({ step: 'planned', name, bytes, plan: planImport(reading.file, stored), reads: stored.reads });
    } catch (error) {
      console.error('Reading the products for the import failed:', error);
      setState({ step: 'refused', name, reason: textMessage('The products could not be read to check the file. Try again.') });
    }
  }

  async function apply(checked: Checked) {
    let progress: ApplyProgress = { done: 0, total: 0 };
    const onProgress = (next: ApplyProgress) => {
      progress = next;
      setState({ ...checked, step: 'applying', progress: next });
    };
    try {
      const applied = await applyPlan(db, functions, checked.plan, onProgress);
      setState({ ...checked, step: 'applied', applied });
    } catch (error) {
      console.error('Applying the catalogue file failed:', error);
      const reason =
        error instanceof BatchRefusedError
          ? textMessage(
              'A batch was refused: a product was changed since the check, or your role may not edit products. Check the file again.',
            )
          : callableProblem(error, 'The import stopped: what is saved stays. Check the file again.', { refusals: stockRefusals });
      setState({ ...checked, step: 'failed', reason, progress });
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.count }),
        queryClient.invalidateQueries({ queryKey: productKeys.categories }),
      ]);
    }
  }

  return {
    state,
    chooseFile: async (file: File) => check(file.name, new Uint8Array(await file.arrayBuffer())),
    checkAgain: (checked: Checked) => check(checked.name, checked.bytes),
    apply,
  };
}
