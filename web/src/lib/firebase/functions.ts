import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { functionsRegion } from '@kasuwa/contract/functions';
import { app, emulators } from './app';

export const functions = getFunctions(app, functionsRegion);

if (emulators.functions) connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
