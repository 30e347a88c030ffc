import { anonymousCallables, signedInCallables } from './callable-client';
import { seedAccounts } from './seed-accounts';

interface SeedCallers {
  /** Callable functions for someone not signed in. */
  visitor: ReturnType<typeof anonymousCallables>;
  /** Callable functions for the seeded admin. */
  staff: Awaited<ReturnType<typeof signedInCallables>>;
}

/** A visitor and the seeded admin for the test file that calls it, ready before its tests. */
export function seedCallers(): SeedCallers {
  const callers = {} as SeedCallers;
  beforeAll(async () => {
    callers.visitor = anonymousCallables();
    callers.staff = await signedInCallables(seedAccounts.admin.email, seedAccounts.admin.password);
  });
  afterAll(async () => {
    await callers.visitor.close();
    await callers.staff.close();
  });
  return callers;
}
