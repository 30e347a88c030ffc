import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffShell } from './staff-shell';
import { LanguageSwitch, useStaffText } from './staff-language';
import { frenchStaffText } from './staff-text-fr';
import { consoleTexts } from '../../test/console-texts';

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

  it('puts values into a text where each language wants them, numbers written its way', async () => {
    browserLanguages(['fr-FR']);
    function Counted() {
      const { t } = useStaffText();
      return (
        <>
          <p>{t('{shown} of {count} shown', { shown: 50, count: t('{count} orders', { count: 1200 }) })}</p>
          <p>{t('Order {id}: {status}', { id: 'K-000123' })}</p>
          <LanguageSwitch />
        </>
      );
    }
    render(
      <StaffShell>
        <Counted />
      </StaffShell>,
    );
    expect(screen.getByText(/^50 sur 1\s200 commandes affichées$/)).toBeInTheDocument();
    // A value not given keeps its place, so a missing value shows instead of vanishing.
    expect(screen.getByText('Commande K-000123 : {status}')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByText('50 of 1,200 orders shown')).toBeInTheDocument();
  });

  it('translates none of the spec’s English messages', () => {
    expect(specMessages.filter((message) => message in frenchStaffText)).toEqual([]);
  });

  it('has French for every text the console passes through t, or shows in its lists’ states', () => {
    const texts = consoleTexts();
    expect(texts.length).toBeGreaterThan(300);
    const untranslated = texts.filter((text) => !specMessages.includes(text) && !(text in frenchStaffText));
    expect(untranslated).toEqual([]);
  });
});

/** The spec's English staff texts: they stay word for word in a French console. */
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
  'No Page Found',
  'User',
  'Type',
  'Message',
  'Screenshot',
  'Action',
  'All',
  'Bug',
  'Suggestion',
  'Rating',
];
