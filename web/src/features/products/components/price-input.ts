/** An input for a whole number of F CFA: the phone shows digits, and the browser refuses fractions. */
export const priceInputProps = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
