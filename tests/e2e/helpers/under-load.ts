/**
 * The clean-clone CI run shares two cores with the emulators, two Chromium workers and whatever else the
 * machine is doing: a step that takes 10 s alone has taken over 30 there (stop 46: a phone order, a
 * product's images, the login page's SDK chunk, each on both tries). Every time limit of the suite goes
 * through this factor, so a slow machine gets more time and a broken step still fails.
 */
export const loadFactor = process.env.CI ? 2 : 1;

/** A time limit in milliseconds, stretched on a loaded machine. */
export const allow = (milliseconds: number) => milliseconds * loadFactor;
