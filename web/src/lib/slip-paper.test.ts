import { storeSlipPaper, storedSlipPaper } from './slip-paper';

describe('the receipt paper of this device', () => {
  beforeEach(() => localStorage.clear());

  it('is A4 until one is chosen, then the one chosen, read back as the next visit reads it', () => {
    expect(storedSlipPaper()).toBe('a4');
    storeSlipPaper('58mm');
    expect([storedSlipPaper(), localStorage.getItem('kasuwa.slip-paper')]).toEqual(['58mm', '58mm']);
    storeSlipPaper('a4');
    expect(storedSlipPaper()).toBe('a4');
  });

  it('is A4 when the stored choice is not a paper, or the device keeps nothing', () => {
    localStorage.setItem('kasuwa.slip-paper', '80mm');
    expect(storedSlipPaper()).toBe('a4');
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(storedSlipPaper()).toBe('a4');
    } finally {
      getItem.mockRestore();
    }
  });
});
