import fc from 'fast-check';

/**
 * Documents generated from the contract's zod schemas, for the rules property tests: what each field
 * accepts is read from the schema itself (type, lengths, bounds, pattern, format), never typed again.
 */

/** A zod schema of the contract, as far as these tests use it (the contract brings its own zod). */
export interface Schema {
  safeParse(value: unknown): { success: boolean; data?: unknown; error?: { issues: unknown[] } };
}

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  pattern?: RegExp;
}

interface SchemaDef {
  type: string;
  checks?: { _zod: { def: Check } }[];
  innerType?: Schema;
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  shape?: Record<string, Schema>;
  entries?: Record<string, string>;
  /** A literal's values. */
  values?: unknown[];
  format?: string;
}

const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The schema under `.optional()`, and whether it was optional. */
export function unwrapped(schema: Schema): { inner: Schema; optional: boolean } {
  const def = defOf(schema);
  return def.type === 'optional' && def.innerType ? { inner: def.innerType, optional: true } : { inner: schema, optional: false };
}

/** The kind of value a field holds, under `.optional()`: "string", "number", "array", "object", "enum"… */
export const kindOf = (schema: Schema): string => defOf(unwrapped(schema).inner).type;

/** A string, list or number schema's bounds: lengths for strings and lists, values for numbers. */
export function boundsOf(schema: Schema): { min?: number; max?: number; pattern?: RegExp; format?: string } {
  const def = defOf(schema);
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const number = schema as unknown as { minValue?: number | null; maxValue?: number | null };
  const finite = (value: number | null | undefined) =>
    value !== null && value !== undefined && Number.isFinite(value) && Math.abs(value) < 1e15 ? value : undefined;
  if (def.type === 'number') return { min: finite(number.minValue), max: finite(number.maxValue) };
  return {
    min: checks.find((check) => check.check === 'min_length')?.minimum,
    max: checks.find((check) => check.check === 'max_length')?.maximum,
    pattern: checks.find((check) => check.check === 'string_format' && check.pattern)?.pattern,
    format: def.format,
  };
}

/** Letters of a French shop, digits, spaces and punctuation: what shoppers and staff type. */
const typed = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789  éèçàÉ-_’.,:!?'.split(''));

/** A string of exactly `length` characters the schema accepts: a URL, an email or plain letters. */
export function stringOfLength(schema: Schema, length: number): string {
  const { format } = boundsOf(schema);
  if (format === 'url') return `https://kasuwa.test/${'a'.repeat(length - 'https://kasuwa.test/'.length)}`;
  if (format === 'email') return `${'a'.repeat(length - '@kasuwa.ne'.length)}@kasuwa.ne`;
  return 'a'.repeat(length);
}

/** Any value the schema accepts, as a client would write it. Numbers without a bound stay under 10,000. */
export function arbitraryOf(schema: Schema): fc.Arbitrary<unknown> {
  const { inner } = unwrapped(schema);
  const def = defOf(inner);
  const { min, max, pattern, format } = boundsOf(inner);
  switch (def.type) {
    case 'string': {
      if (format === 'url') return fc.webPath().map((path) => `https://kasuwa.test/${encodeURI(path)}`.slice(0, max ?? 2048));
      if (format === 'email') return fc.stringMatching(/^[a-z0-9]{1,20}@[a-z]{1,10}\.(ne|test)$/);
      if (pattern) {
        return fc.stringMatching(pattern).filter((text) => text.length >= (min ?? 0) && text.length <= (max ?? Infinity));
      }
      return fc
        .string({ unit: typed, minLength: Math.max(min ?? 0, 1), maxLength: max ?? 200 })
        .filter((text) => text === text.trim() && text.length >= Math.max(min ?? 0, 1));
    }
    case 'number':
      return fc.integer({ min: min ?? 0, max: max ?? 10_000 });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'array':
      if (!def.element) throw new Error('A list schema without its element');
      return fc.array(arbitraryOf(def.element), { minLength: min ?? 0, maxLength: Math.min(max ?? 5, 50) });
    case 'object':
      return objectOf(inner);
    case 'record':
      if (!def.keyType || !def.valueType) throw new Error('A record schema without its key or value');
      return fc.dictionary(arbitraryOf(def.keyType) as fc.Arbitrary<string>, arbitraryOf(def.valueType), {
        minKeys: 1,
        maxKeys: 3,
      });
    default:
      throw new Error(`No generator for a "${def.type}" field: give the case an override for it`);
  }
}

/** A record of the schema's fields, optional ones sometimes left out, some fields given by `overrides`. */
export function objectOf(schema: Schema, overrides: Record<string, fc.Arbitrary<unknown>> = {}, leftOut: string[] = []) {
  const shape = defOf(schema).shape ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    if (leftOut.includes(key)) continue;
    model[key] = overrides[key] ?? arbitraryOf(field);
    if (!unwrapped(field).optional) requiredKeys.push(key);
  }
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

/** The fields of an object schema. */
export const shapeOf = (schema: Schema): Record<string, Schema> => defOf(schema).shape ?? {};

/** Values of every other type, for a field: those its schema refuses. */
export function wrongValuesFor(field: Schema): unknown[] {
  const candidates: unknown[] = [42, 1.5, -1, true, 'x', '', null, { a: 1 }, ['x'], []];
  return candidates.filter((candidate) => !field.safeParse(candidate).success);
}
