import { setGlobalOptions } from 'firebase-functions/v2';
import { functionsRegion } from '@kasuwa/contract/functions';

// Imported first by index.ts: options apply only to functions defined after this runs.
setGlobalOptions({ region: functionsRegion, maxInstances: 10 });
