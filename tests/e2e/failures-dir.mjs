/**
 * Where a failed end-to-end test leaves its trace and screenshot: .cache/reports/e2e-failures, which npm
 * test empties at its start and names at its end. Relative to this folder, as Playwright resolves its
 * config's paths (the config is compiled to CommonJS, where import.meta is not available).
 */
export const e2eFailuresDir = '../../.cache/reports/e2e-failures';
