import type { ComponentProps, ReactNode } from 'react';

/** What every field of a console form has: its control's id, and the label that names it (already in the console's language). */
interface FieldFrame {
  id: string;
  label: string;
  /** A class of the form's own beside `admin-field`, for its layout. */
  fieldClassName?: string;
  /** Shown under the control: a hint or an error, which the control's aria-describedby names. */
  under?: ReactNode;
}

/** The control's text, and what to do with the text typed or chosen. */
interface Typed {
  value: string;
  onValue: (value: string) => void;
}

type ControlProps<Tag extends 'input' | 'textarea' | 'select'> = FieldFrame &
  Typed &
  Omit<ComponentProps<Tag>, 'id' | 'value' | 'onChange'>;

/**
 * A labelled field of a console form: the label names its control by id, so screen readers and the
 * accessibility walk find every control by its name. The control is the caller's (a select of riders…).
 */
export function Field({ id, label, fieldClassName, under, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className={fieldClassName ? `admin-field ${fieldClassName}` : 'admin-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {under}
    </div>
  );
}

/** A one-line text field; its attributes (maxLength, required, aria-describedby for an error…) as given. */
export function InputField({ id, label, fieldClassName, under, value, onValue, ...input }: ControlProps<'input'>) {
  return (
    <Field id={id} label={label} fieldClassName={fieldClassName} under={under}>
      <input id={id} value={value} onChange={(event) => onValue(event.target.value)} {...input} />
    </Field>
  );
}

/** A whole number (an amount in F CFA, a count, a place in a run): the phone shows its number pad. */
export function NumberField(props: ControlProps<'input'>) {
  return <InputField type="number" inputMode="numeric" {...props} />;
}

/** A text of a few lines: a note, a reason. */
export function TextAreaField({ id, label, fieldClassName, under, value, onValue, ...textarea }: ControlProps<'textarea'>) {
  return (
    <Field id={id} label={label} fieldClassName={fieldClassName} under={under}>
      <textarea id={id} value={value} onChange={(event) => onValue(event.target.value)} {...textarea} />
    </Field>
  );
}

/** A choice among the options given as children. */
export function SelectField({ id, label, fieldClassName, under, value, onValue, children, ...select }: ControlProps<'select'>) {
  return (
    <Field id={id} label={label} fieldClassName={fieldClassName} under={under}>
      <select id={id} value={value} onChange={(event) => onValue(event.target.value)} {...select}>
        {children}
      </select>
    </Field>
  );
}
