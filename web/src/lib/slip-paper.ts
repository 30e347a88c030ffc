/** The paper receipts and credit notes print on: an A4 page, or a 58 mm thermal printer's roll. */
export const slipPapers = ['a4', '58mm'] as const;
export type SlipPaper = (typeof slipPapers)[number];

const storageKey = 'kasuwa.slip-paper';

/** The paper chosen on this device, A4 until one is chosen (or when the device keeps nothing). */
export function storedSlipPaper(): SlipPaper {
  try {
    const stored = localStorage.getItem(storageKey);
    return slipPapers.find((paper) => paper === stored) ?? 'a4';
  } catch {
    return 'a4';
  }
}

export function storeSlipPaper(paper: SlipPaper): void {
  try {
    localStorage.setItem(storageKey, paper);
  } catch (error) {
    console.error('The receipt paper could not be kept on this device', error);
  }
}
