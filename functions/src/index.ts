import { setGlobalOptions } from 'firebase-functions/v2';
import { functionsRegion } from '@kasuwa/contract/functions';

setGlobalOptions({ region: functionsRegion, maxInstances: 10 });

export { blobs } from './blobs';
