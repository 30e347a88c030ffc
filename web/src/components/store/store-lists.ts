/** What the store's lists share once their records are read (through the contract's readers). */

/**
 * Runs a list's load, logging a failure (spec section 8: "Load or delete failures are only logged")
 * before the page shows it too.
 */
export async function logLoadFailure<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`Loading the ${what} failed:`, error);
    throw error;
  }
}
