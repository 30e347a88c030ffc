import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast } from '../../test/toasts';
import { slip } from '../../test/slips';
import { slipText } from '../../lib/slip';
import { ShareTextButton, SlipPaperChoice, useSlipPaper } from './slip-controls';
import { StaffLanguageProvider } from './staff-language';
import { StaffToaster } from './staff-toasts';

function Paper() {
  const [paper, choose] = useSlipPaper();
  return (
    <>
      <SlipPaperChoice paper={paper} onChoose={choose} />
      <output>{paper}</output>
    </>
  );
}

const inConsole = (children: React.ReactNode) =>
  render(
    <StaffLanguageProvider>
      {children}
      <StaffToaster />
    </StaffLanguageProvider>,
  );

beforeEach(() => localStorage.setItem('kasuwa.staff-language', 'en'));
afterEach(() => localStorage.clear());

describe('the paper choice', () => {
  it('starts on A4, and the next visit on this device opens on the paper chosen', async () => {
    const first = inConsole(<Paper />);
    expect(screen.getByRole('group', { name: 'Paper' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A4 page' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '58 mm roll' }));
    expect(screen.getByRole('status')).toHaveTextContent('58mm');
    first.unmount();
    inConsole(<Paper />);
    expect(screen.getByRole('button', { name: '58 mm roll' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the text share', () => {
  const { share, canShare, clipboard } = navigator as Partial<Navigator>;
  afterEach(() => Object.assign(navigator, { share, canShare, clipboard }));

  it('hands the 32-column text to the share sheet where the phone has one', async () => {
    const shared = jest.fn(async () => undefined);
    Object.assign(navigator, { canShare: () => true, share: shared });
    inConsole(<ShareTextButton slip={slip} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share as text' }));
    expect(shared).toHaveBeenCalledWith({ text: slipText(slip) });
  });

  it('copies it where there is no share sheet, and says so; says when even that fails', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { canShare: undefined, share: undefined, clipboard: { writeText } });
    inConsole(<ShareTextButton slip={slip} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share as text' }));
    expect(writeText).toHaveBeenCalledWith(slipText(slip));
    expect(await findToast('Copied: paste it into the printer app.')).toEqual({ error: false });
    writeText.mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Share as text' }));
    expect(await findToast('The text could not be shared or copied. Try again.')).toEqual({ error: true });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
