import { setLogLevel } from 'firebase/firestore/lite';

/**
 * The SDK warns of every denied request with its whole body, which Jest prints with a stack mapped back
 * to the sources: about 2,800 in this suite. The tests assert each answer; the warnings only cost time.
 */
setLogLevel('error');
