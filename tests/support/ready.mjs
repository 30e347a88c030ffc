/**
 * Readiness and warm-up before an emulator suite (run inside `firebase emulators:exec`, before jest or
 * Playwright). "All emulators ready" means the ports listen, not that a function has loaded: the first
 * request to each function starts a worker, which on a loaded machine takes seconds. Probing every
 * service and calling each HTTP function once, one after another, lets the tests keep ordinary
 * timeouts instead of long ones sized for a cold start. Exits non-zero, saying what never answered.
 */
import { setTimeout as sleep } from 'node:timers/promises';

const [, , only = 'auth,firestore,functions,hosting'] = process.argv;
const services = new Set(only.split(','));
const functionsBase = 'http://127.0.0.1:5001/demo-kasuwa/europe-west1';
const deadline = Date.now() + 180_000;

/** Each probe: what to request and which answers mean "loaded". */
const probes = [
  { service: 'firestore', url: 'http://127.0.0.1:8080/', ok: [200] },
  { service: 'auth', url: 'http://127.0.0.1:9099/', ok: [200] },
  { service: 'hosting', url: 'http://127.0.0.1:5000/', ok: [200] },
  { service: 'functions', url: `${functionsBase}/trackReferral`, ok: [400] },
  { service: 'functions', url: `${functionsBase}/blobs/ready-probe`, ok: [404] },
  // Its first answer on the seed also builds the catalogue documents from the products.
  { service: 'functions', url: `${functionsBase}/catalogue`, ok: [200] },
  { service: 'functions', url: `${functionsBase}/uploadProductImage`, init: { method: 'POST' }, ok: [401] },
  ...['getReferralStats', 'setEmailVerified', 'setUserRole', 'placeOrder'].map((name) => ({
    service: 'functions',
    url: `${functionsBase}/${name}`,
    init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"data":null}' },
    ok: [200, 400, 401, 403],
  })),
].filter((probe) => services.has(probe.service));

for (const probe of probes) {
  const begin = performance.now();
  let last;
  for (;;) {
    try {
      const response = await fetch(probe.url, { ...probe.init, signal: AbortSignal.timeout(60_000) });
      await response.arrayBuffer();
      if (probe.ok.includes(response.status)) break;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    if (Date.now() > deadline) {
      console.error(`ready: ${probe.url} never answered as expected (${probe.ok.join('/')}); last: ${last}`);
      process.exit(1);
    }
    await sleep(500);
  }
  console.log(`ready: ${probe.url.replace(/^http:\/\/127\.0\.0\.1:/, ':')} in ${Math.round(performance.now() - begin)} ms`);
}
