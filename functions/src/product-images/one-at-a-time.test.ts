import { oneAtATime } from './one-at-a-time';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('oneAtATime', () => {
  it('starts each task once the one before it has settled, in order', async () => {
    const queue = oneAtATime();
    const events: string[] = [];
    const releases: (() => void)[] = [];
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        events.push(`start ${name}`);
        releases.push(() => resolve(name));
      });
    const answers = [queue(task('a')), queue(task('b')), queue(task('c'))];
    await tick();
    expect(events).toEqual(['start a']);
    releases[0]?.();
    await tick();
    expect(events).toEqual(['start a', 'start b']);
    releases[1]?.();
    await tick();
    releases[2]?.();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c']);
  });

  it('goes on after a task fails, and gives that failure to its caller only', async () => {
    const queue = oneAtATime();
    const failed = queue(() => Promise.reject(new Error('corrupt image')));
    const next = queue(async () => 'next');
    await expect(failed).rejects.toThrow('corrupt image');
    await expect(next).resolves.toBe('next');
  });
});
