/**
 * How big a load test is: in `npm test` the smallest load that shows its point; under `npm run bench`
 * (bench/run.mjs, KASUWA_FULL_SCALE=1) the same test again at the full scale of the design's budgets.
 */
export const fullScale = process.env.KASUWA_FULL_SCALE === '1';

export const loadSize = (inTests: number, atFullScale: number) => (fullScale ? atFullScale : inTests);
