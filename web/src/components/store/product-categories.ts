import { useQuery } from '@tanstack/react-query';
import { readCatalogueAnswer } from '@kasuwa/contract/catalogue';
import { logLoadFailure } from './store-lists';
import { productKeys } from './product-keys';

/**
 * The categories of the whole catalogue, for the dashboard's filter and the form's suggestions: the
 * catalogue function knows them all (Hosting keeps its answer 30 s), where Firestore would have to
 * read every product to list them. A product the shop cannot show (no picture yet) adds none.
 */
async function fetchCategories(): Promise<string[]> {
  const response = await fetch('/api/catalogue?page=1');
  if (!response.ok) throw new Error(`The catalogue answered ${response.status}`);
  const answer = readCatalogueAnswer(await response.json());
  if (!answer) throw new Error('The catalogue answered something that is not a catalogue page');
  return answer.categories;
}

/** The categories in use; none while they load or when they cannot be had (the log says why). */
export function useProductCategories(): string[] {
  const categories = useQuery({
    queryKey: productKeys.categories,
    queryFn: () => logLoadFailure('product categories', fetchCategories),
    staleTime: 60_000,
  });
  return categories.data ?? [];
}
