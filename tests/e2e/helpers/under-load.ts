/**
 * The clean-clone CI run shares two cores with the emulators, three Chromium workers and whatever else
 * the machine is doing: a step that takes 10 s alone has taken over 30 there (stop 46: a phone order, a
 * product's images, the login page's SDK chunk, each on both tries). Every time limit of the suite goes
 * through this factor, the same here as under CI: a limit that held only on an idle machine would show
 * its slowness first in CI, where a red run does not land.
 */
const loadFactor = 2;

/** A time limit in milliseconds, stretched for a loaded machine. */
export const allow = (milliseconds: number) => milliseconds * loadFactor;
