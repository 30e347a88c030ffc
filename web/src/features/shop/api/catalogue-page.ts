import { readCatalogueAnswer, type CatalogueAnswer } from '@kasuwa/contract/catalogue';
import { folded } from '@kasuwa/contract/catalogue-search';

/** What /boutique asks the catalogue function for. */
export interface CatalogueRequest {
  page: number;
  search: string;
  /** '' for every category. */
  category: string;
}

/**
 * One page of the catalogue from the catalogue function, through Hosting (functions/src/catalogue).
 * The search goes folded and single-spaced, so "Sac " and "sac" share one cached answer.
 */
export async function fetchCataloguePage(
  { page, search, category }: CatalogueRequest,
  signal: AbortSignal,
): Promise<CatalogueAnswer> {
  const params = new URLSearchParams({ page: String(page) });
  const words = folded(search).split(/\s+/).filter(Boolean).join(' ');
  if (words) params.set('q', words);
  if (category) params.set('category', category);
  const response = await fetch(`/api/catalogue?${params}`, { signal });
  if (!response.ok) throw new Error(`The catalogue answered ${response.status}`);
  const answer = readCatalogueAnswer(await response.json());
  if (!answer) throw new Error('The catalogue answered something that is not a catalogue page');
  return answer;
}
