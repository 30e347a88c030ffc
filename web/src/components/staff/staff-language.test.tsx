import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffShell } from './staff-shell';
import { orderRefusals } from '@kasuwa/contract/refusals/orders';
import { returnRefusals } from '@kasuwa/contract/refusals/returns';
import {
  LanguageSwitch,
  callableProblem,
  isStaffTextId,
  staffTextIn,
  textMessage,
  useStaffText,
  verbatim,
} from './staff-language';
import { frenchCoreText } from './staff-text-fr';
import { frenchCashText } from './staff-text-fr-cash';
import { frenchCustomersText } from './staff-text-fr-customers';
import { frenchOfflineText } from './staff-text-fr-offline';
import { frenchOperationsText } from './staff-text-fr-operations';
import { frenchPaymentsText } from './staff-text-fr-payments';
import { frenchOrdersText } from './staff-text-fr-orders';
import { frenchPeopleText } from './staff-text-fr-people';
import { frenchProductText } from './staff-text-fr-products';
import { frenchReportsText } from './staff-text-fr-reports';
import { frenchReturnsText } from './staff-text-fr-returns';
import { specEnglishTexts } from './staff-text-spec';
import { englishForms, type TextForms } from './staff-text-en';

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

/** The core catalogue and every pack (importing a pack loads it): the whole of the console's French. */
const frenchTextParts = [
  frenchCoreText,
  frenchProductText,
  frenchPeopleText,
  frenchOperationsText,
  frenchCashText,
  frenchReturnsText,
  frenchReportsText,
  frenchCustomersText,
  frenchOfflineText,
  frenchPaymentsText,
  frenchOrdersText,
] as const;
const frenchStaffText: Readonly<Record<string, TextForms>> = Object.assign({}, ...frenchTextParts);

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
    expect(specEnglishTexts.filter((message) => message in frenchStaffText)).toEqual([]);
  });

  // That every text has its French is the compiler's check: a text without it is not a StaffTextId.
  it('gives every French text, and every English plural form, the places of its id', () => {
    const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
    const forms = (value: TextForms) => (typeof value === 'string' ? [value] : [value.one, value.other]);
    const wrong = [
      ...Object.entries(frenchStaffText),
      ...Object.keys(frenchStaffText).map((id) => [id, englishForms(id)] as const),
    ].flatMap(([id, value]) =>
      forms(value)
        .filter((form) => places(form).join() !== places(id).join())
        .map((form) => `${id} → ${form}`),
    );
    expect(wrong).toEqual([]);
  });

  it('chooses the plural form by each language’s rule: 0 is singular in French, plural in English', () => {
    expect([0, 1, 2].map((count) => staffTextIn('fr', '{count} products', { count }))).toEqual([
      '0 produit',
      '1 produit',
      '2 produits',
    ]);
    expect([0, 1, 2].map((count) => staffTextIn('en', '{count} products', { count }))).toEqual([
      '0 products',
      '1 product',
      '2 products',
    ]);
  });

  it('puts a message given as a value in the same language, and the brand in its place', () => {
    const message = textMessage('Order {id}: {status}', { id: 'K-000042', status: textMessage('Confirmed') });
    expect(staffTextIn('fr', message)).toBe('Commande K-000042 : Confirmée');
    expect(staffTextIn('fr', '{brand} Store')).toBe('Boutique Kasuwa');
  });

  it('takes back from a navigation only a text of the console', () => {
    expect(isStaffTextId('Logged out')).toBe(true);
    expect(isStaffTextId('<img src=x onerror=alert(1)>')).toBe(false);
  });
});

describe('a callable’s refusal', () => {
  const refused = (details: object, message = 'Only 2 of Pagne can still come back. [400]') => ({
    code: 'functions/failed-precondition',
    message,
    details,
  });
  const otherwise = 'The return could not be recorded. Nothing was changed; try again.';

  it('says the code of the callable’s table in the console’s language, with the function’s values', () => {
    const problem = callableProblem(refused({ refusal: 'too-many-back', values: { left: 2, title: 'Pagne' } }), otherwise, {
      refusals: returnRefusals,
    });
    expect(staffTextIn('en', problem)).toBe('Only 2 of Pagne can still come back.');
    expect(staffTextIn('fr', problem)).toBe('Seulement 2 de Pagne peuvent encore revenir.');
    expect(staffTextIn('qps-ploc', problem)).toMatch(/^⟦.* 2 .*Pagne.*⟧$/);
  });

  it('says a zone’s refusal in the console’s language, though the server’s message is the French the app shows', () => {
    const problem = callableProblem(
      refused(
        { refusal: 'below-minimum', values: { zone: 'Plateau', minimum: '10 000 F CFA' } },
        'Commande minimum pour Plateau : 10 000 F CFA.',
      ),
      otherwise,
      { refusals: orderRefusals },
    );
    expect(staffTextIn('en', problem)).toBe('The minimum order for Plateau is 10 000 F CFA.');
    expect(staffTextIn('fr', problem)).toBe('Commande minimum pour Plateau : 10 000 F CFA.');
  });

  it('says the refusals every staff callable shares, whatever table the page gives', () => {
    const problem = callableProblem(
      {
        code: 'functions/permission-denied',
        message: 'Only staff may do this.',
        details: { refusal: 'not-staff' },
      },
      otherwise,
    );
    expect(staffTextIn('en', problem)).toBe('Only staff may do this.');
    expect(staffTextIn('fr', problem)).toBe('Seule l’équipe peut faire cela.');
  });

  it('falls back to the console’s own words for a code it does not know, never to the English message', () => {
    const problem = callableProblem(refused({ refusal: 'something-new' }, 'Something new happened.'), otherwise, {
      refusals: returnRefusals,
    });
    expect(problem).toBe(otherwise);
  });

  it('shows the console’s own words for a failure without a code, never the function’s English', () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unexplained = { code: 'functions/failed-precondition', message: 'Something the function wrote. [400]' };
    expect(callableProblem(unexplained, otherwise, { refusals: returnRefusals })).toBe(otherwise);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('failed-precondition'));
    warned.mockRestore();
  });
});

describe('the pseudo-locale', () => {
  it('marks every text of the layer, its French accented, and leaves the values and verbatim texts plain', () => {
    expect(staffTextIn('qps-ploc', 'Orders')).toBe('⟦Çômmàñdéŝ⟧');
    expect(staffTextIn('qps-ploc', 'Delete {name}', { name: 'Savon noir' })).toBe('⟦Ŝûpprîmér Savon noir⟧');
    expect(staffTextIn('qps-ploc', textMessage('{count} products', { count: 1200 }))).toBe(
      `⟦${(1200).toLocaleString('fr-FR')} prôdûîtŝ⟧`,
    );
    expect(staffTextIn('qps-ploc', verbatim('Savon noir'))).toBe('Savon noir');
  });

  it('marks a message given as a value apart from the text around it', () => {
    const moved = textMessage('Someone else changed this order meanwhile: it is now {status}.', {
      status: textMessage('Confirmed'),
    });
    expect(staffTextIn('qps-ploc', moved)).toMatch(/^⟦Qûélqû’ûñ .*« ⟦Çôñfîrméé⟧ »\.⟧$/);
  });
});

describe('spec words with an id of their own', () => {
  it('shows the feedback row’s Delete as the spec words it, where the store’s Delete is French', () => {
    expect(staffTextIn('fr', 'Delete (feedback)')).toBe('Delete');
    expect(staffTextIn('en', 'Delete (feedback)')).toBe('Delete');
    expect(staffTextIn('fr', 'Delete')).toBe('Supprimer');
    expect(isStaffTextId('Delete (feedback)')).toBe(true);
  });
});

describe('the French catalogue', () => {
  it('has each text in one part only, so no entry hides another', () => {
    const keys = frenchTextParts.flatMap((part) => Object.keys(part));
    expect(keys.filter((key, at) => keys.indexOf(key) !== at)).toEqual([]);
    expect(Object.keys(frenchStaffText)).toHaveLength(keys.length);
  });
});
