/**
 * Jest's setup for every suite (unit, rules, integration). Under CI a focused test (`.only`, `fit`,
 * `fdescribe`) fails its file, as Playwright's forbidOnly does: otherwise the run would pass having run
 * the focused tests alone and counted the rest of the file as skipped.
 */
if (process.env.CI) {
  const refuse = (name) => () => {
    throw new Error(`${name} is not allowed in CI: it would run this file's focused tests and skip the others.`);
  };
  for (const name of ['describe', 'it', 'test']) globalThis[name].only = refuse(`${name}.only`);
  globalThis.fit = refuse('fit');
  globalThis.fdescribe = refuse('fdescribe');
}
