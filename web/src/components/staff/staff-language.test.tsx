import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffShell } from './staff-shell';
import { LanguageSwitch, useStaffText } from './staff-language';
import { frenchStaffText } from './staff-text-fr';

function Sample() {
  const { t } = useStaffText();
  return (
    <>
      <h1>{t('Orders')}</h1>
      <p>{t('Product Updated successfully')}</p>
      <LanguageSwitch />
    </>
  );
}

const browserLanguages = (languages: string[]) => jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the console language', () => {
  it('is French for a French browser, English on request, and the choice is kept on the device', async () => {
    browserLanguages(['fr-FR', 'en']);
    const { unmount } = render(
      <StaffShell>
        <Sample />
      </StaffShell>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Commandes');
    expect(screen.getByRole('heading').closest('.admin')).toHaveAttribute('lang', 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Orders');
    expect(screen.getByRole('heading').closest('.admin')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    unmount();
    render(
      <StaffShell>
        <Sample />
      </StaffShell>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Orders');
  });

  it('is English for other browsers; the spec’s English messages stay in English in French', () => {
    browserLanguages(['en-US']);
    const { unmount } = render(
      <StaffShell>
        <Sample />
      </StaffShell>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Orders');
    unmount();
    localStorage.setItem('kasuwa.staff-language', 'fr');
    render(
      <StaffShell>
        <Sample />
      </StaffShell>,
    );
    expect(screen.getByText('Product Updated successfully')).toBeInTheDocument();
  });

  it('translates none of the spec’s English messages', () => {
    const specMessages = [
      'Please select images first!',
      'Please fill all fields',
      'Product added successfully',
      'Failed to add product',
      'Product Updated successfully',
      'Product Deleted successfully',
      'Signin Failed',
      'Access denied: Invalid role',
      'No user profile found',
      'Signin Successfully',
      'Failed to load feedback',
      'Failed to delete feedback',
      'Feedback deleted',
      'Logged out',
      'You are not logged in.',
      'Delete this feedback?',
      'Anon',
      'None',
    ];
    expect(specMessages.filter((message) => message in frenchStaffText)).toEqual([]);
  });
});
