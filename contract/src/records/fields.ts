import { isRecord, text, timestampMillis, webUrl, wholeNumber } from './values';

/**
 * Field readers for stored documents. Each reads any value without failing, through the plain
 * meanings in values.ts, so a record some other writer damaged still lists with its readable fields.
 * Plain functions rather than zod: /boutique ships the product reader (docs/adr/0082-readers-the-contract-reads-what-others-wrote.md).
 */
export type FieldReader<T> = (value: unknown) => T;

type Reading<Fields> = { [Name in keyof Fields]: Fields[Name] extends FieldReader<infer T> ? T : never };

/** Reads a document's data field by field; data that is not an object reads as an empty one. */
export function readFields<Fields extends Record<string, FieldReader<unknown>>>(fields: Fields, data: unknown): Reading<Fields> {
  const stored = isRecord(data) ? data : {};
  return Object.fromEntries(Object.entries(fields).map(([name, read]) => [name, read(stored[name])])) as Reading<Fields>;
}

const optional = (value: string) => value || undefined;

export const textField: FieldReader<string> = text;
export const optionalTextField: FieldReader<string | undefined> = (value) => optional(text(value));
export const webUrlField: FieldReader<string | undefined> = (value) => optional(webUrl(value));
export const wholeNumberField =
  (min: number, max: number): FieldReader<number | undefined> =>
  (value) =>
    wholeNumber(value, min, max) ?? undefined;

export const dateField: FieldReader<Date | undefined> = (value) => {
  const millis = timestampMillis(value);
  return millis === null ? undefined : new Date(millis);
};

/** The readable items of a list; anything that is not a list reads as empty. */
export const listField =
  <T>(item: FieldReader<T | undefined>): FieldReader<T[]> =>
  (value) =>
    Array.isArray(value) ? value.map(item).filter((read): read is T => read !== undefined) : [];

export const textListField = listField(optionalTextField);

/** Several fields of one kind at once: `{ ...fieldsOf(optionalTextField, 'phone', 'zone') }`. */
export function fieldsOf<Name extends string, T>(read: FieldReader<T>, ...names: Name[]): Record<Name, FieldReader<T>> {
  return Object.fromEntries(names.map((name) => [name, read])) as Record<Name, FieldReader<T>>;
}

/** Kept as stored, whatever it holds: for fields a writer must see as they are (legacy dates). */
export const rawField: FieldReader<unknown> = (value) => value;
