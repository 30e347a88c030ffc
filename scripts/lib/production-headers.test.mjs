/**
 * The headers firebase.json deploys, graded the way the MDN HTTP Observatory grades a site (its
 * penalties for an unsafe or insecure policy and for missing headers, its bonus for a strict one), and
 * the emulators' copy of the config, which alone may name loopback origins.
 */
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emulatorConfig, productionConfigPath, withSources } from './emulator-config.mjs';

const production = JSON.parse(readFileSync(productionConfigPath, 'utf8'));

/** The headers Hosting sends with every page: those of the `**` rule. */
function pageHeaders(config) {
  const rule = config.hosting.headers.find((candidate) => candidate.source === '**');
  assert.ok(rule, 'firebase.json has no header rule for every path (**)');
  return new Map(rule.headers.map(({ key, value }) => [key.toLowerCase(), value]));
}

function directives(policy) {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

const insecureSource = (source) => /^http:|^ws:|127\.0\.0\.1|localhost|\[::1\]/i.test(source);

/** Observatory-style score: each finding a penalty or a bonus on 100; A+ from 100. */
function grade(headers) {
  const findings = [];
  const policy = headers.get('content-security-policy');
  if (!policy) {
    findings.push(['no Content-Security-Policy', -25]);
  } else {
    const csp = directives(policy);
    const script = csp.get('script-src') ?? csp.get('default-src') ?? [];
    if (script.some((source) => ["'unsafe-inline'", "'unsafe-eval'", 'data:', 'http:', 'https:', '*'].includes(source))) {
      findings.push(['script-src allows inline, eval or any host', -20]);
    }
    if (!csp.has('object-src') && !(csp.get('default-src') ?? []).includes("'none'")) {
      findings.push(['object-src not restricted', -20]);
    }
    const insecure = [...csp.values()].flat().filter(insecureSource);
    if (insecure.length) findings.push([`insecure or loopback sources: ${insecure.join(' ')}`, -20]);
    const ancestors = csp.get('frame-ancestors');
    if (ancestors && ancestors.every((source) => ["'none'", "'self'"].includes(source))) {
      findings.push(['frame-ancestors restricted', +5]);
    }
  }
  const hsts = /max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '');
  if (!hsts || Number(hsts[1]) < 15_552_000) findings.push(['HSTS missing or under six months', -20]);
  if (headers.get('x-content-type-options') !== 'nosniff') findings.push(['no X-Content-Type-Options: nosniff', -5]);
  const referrer = headers.get('referrer-policy');
  if (!['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) {
    findings.push(['Referrer-Policy missing or leaky', -5]);
  }
  if (!headers.has('permissions-policy')) findings.push(['no Permissions-Policy', -5]);
  const score = findings.reduce((total, [, points]) => total + points, 100);
  const letter = score >= 100 ? 'A+' : score >= 90 ? 'A' : score >= 80 ? 'B+' : score >= 70 ? 'B' : score >= 50 ? 'C' : 'F';
  return { score, letter, findings };
}

test('the production headers grade A+', () => {
  const result = grade(pageHeaders(production));
  assert.equal(result.letter, 'A+', JSON.stringify(result.findings));
});

test('the production policy names no http: or loopback source and no inline or eval script', () => {
  const csp = directives(pageHeaders(production).get('content-security-policy'));
  assert.deepEqual([...csp.values()].flat().filter(insecureSource), []);
  assert.deepEqual(csp.get('script-src'), ["'self'"]);
  assert.deepEqual(csp.get('object-src'), ["'none'"]);
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
});

test('the emulator copy adds the loopback emulators to connect-src and img-src, and nothing else', () => {
  const emulated = emulatorConfig(production);
  const before = directives(pageHeaders(production).get('content-security-policy'));
  const after = directives(pageHeaders(emulated).get('content-security-policy'));
  const added = (name) => after.get(name).filter((source) => !before.get(name).includes(source));
  assert.deepEqual(added('connect-src'), ['http://127.0.0.1:9099', 'http://127.0.0.1:8080', 'http://127.0.0.1:5001']);
  assert.deepEqual(added('img-src'), ['http://127.0.0.1:5001']);
  for (const name of before.keys()) {
    if (name !== 'connect-src' && name !== 'img-src') assert.deepEqual(after.get(name), before.get(name), name);
  }
  assert.deepEqual({ ...emulated, hosting: undefined }, { ...production, hosting: undefined });
  assert.deepEqual(emulated.hosting.rewrites, production.hosting.rewrites);
  // The grader sees what the emulator copy allows: it would never pass as production.
  assert.notEqual(grade(pageHeaders(emulated)).letter, 'A+');
});

test('withSources appends to the named directives only and keeps their order', () => {
  assert.equal(
    withSources("default-src 'self'; img-src 'self' data:;", { 'img-src': ['http://a:1'], 'font-src': ['x'] }),
    "default-src 'self'; img-src 'self' data: http://a:1",
  );
});
