import { httpsCallable } from 'firebase/functions';
import { functions } from './functions';

/** A callable as a function of its input, its answer parsed by the contract's schema. */
export const callFunction =
  <Input, Output>(name: string, parse: (data: unknown) => Output) =>
  async (input: Input): Promise<Output> =>
    parse((await httpsCallable<Input, Output>(functions, name)(input)).data);
