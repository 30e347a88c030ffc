/**
 * Runs tasks one after another, in the order they were given: a task starts once the one before it
 * has settled, whether it succeeded or failed.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}
