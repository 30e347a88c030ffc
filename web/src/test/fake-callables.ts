/** A call the console made to a callable, as the tests read it. */
interface FakeCall {
  name: string;
  data: Record<string, unknown>;
}

/**
 * The callables as the console's tests fake them: every call recorded, refused as a callable refuses
 * while `refusal` is set, otherwise answered by the test's `answer`.
 */
export const fakeCallables = {
  calls: [] as FakeCall[],
  refusal: null as { code: string; message: string; details?: object } | null,
  answer: (() => undefined) as (name: string, data: Record<string, unknown>) => unknown,
  /** Before each test: no call made, none refused. */
  reset() {
    fakeCallables.calls.length = 0;
    fakeCallables.refusal = null;
  },
};

/** What `jest.mock('firebase/functions', …)` gives the code under test. */
export const functionsModule = {
  httpsCallable: (_functions: unknown, name: string) => async (data: Record<string, unknown>) => {
    fakeCallables.calls.push({ name, data });
    const { refusal } = fakeCallables;
    if (refusal) throw Object.assign(new Error(refusal.message), refusal);
    return { data: fakeCallables.answer(name, data) };
  },
};
