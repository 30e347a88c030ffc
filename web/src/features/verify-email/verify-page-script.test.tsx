import { renderToStaticMarkup } from 'react-dom/server';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyPage } from './verify-page';
import { enhanceVerifyPage } from './verify-page-script';

const mockApply = jest.fn();
const mockSetVerified = jest.fn();
const mockOpenAppLink = jest.fn();

// The Firebase boundary is faked here; the real code, emails and profile run in the e2e suite.
jest.mock('./api/apply-verification-code', () => {
  class NotAVerificationCodeError extends Error {}
  return { NotAVerificationCodeError, applyVerificationCode: (code: string) => mockApply(code) };
});
jest.mock('./api/set-email-verified', () => ({ setEmailVerified: (email: string) => mockSetVerified(email) }));
jest.mock('./open-app-link', () => ({ openAppLink: (url: string) => mockOpenAppLink(url) }));

const languageGetter = jest.spyOn(window.navigator, 'language', 'get');

async function openVerify(search: string, language: string) {
  languageGetter.mockReturnValue(language);
  window.history.replaceState(null, '', `/verify${search}`);
  document.body.innerHTML = renderToStaticMarkup(<VerifyPage />);
  await act(() => enhanceVerifyPage());
}

beforeEach(() => {
  mockApply.mockReset();
  mockSetVerified.mockReset();
  mockOpenAppLink.mockReset();
  document.documentElement.lang = 'fr';
});

afterEach(() => jest.useRealTimers());

describe('/verify before its script runs', () => {
  it('says in French that it is verifying', () => {
    document.body.innerHTML = renderToStaticMarkup(<VerifyPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Vérification de votre adresse e-mail…');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vérification de l’adresse e-mail');
  });
});

describe('/verify without a code', () => {
  it('says so in French to a French browser, and offers the app', async () => {
    await openVerify('', 'fr-FR');
    expect(screen.getByRole('alert')).toHaveTextContent('Code de vérification introuvable.');
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('link', { name: 'Télécharger l’application' })).toHaveAttribute('href', '/télécharger');
    expect(mockApply).not.toHaveBeenCalled();
  });

  it('says so in English to any other browser', async () => {
    await openVerify('?mode=verifyEmail', 'ha-NE');
    expect(screen.getByRole('alert')).toHaveTextContent('Verification code not found.');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Email verification — Kasuwa');
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/télécharger');
  });
});

describe('/verify with a code', () => {
  it('verifies, mirrors into the profile, then opens the app 1.5 s later (French)', async () => {
    jest.useFakeTimers();
    mockApply.mockResolvedValue({ email: 'awa@kasuwa.test' });
    mockSetVerified.mockResolvedValue({ ok: true });
    await openVerify('?mode=verifyEmail&oobCode=code-123', 'fr');

    expect(screen.getByRole('status')).toHaveTextContent('Votre adresse e-mail est vérifiée. Ouverture de l’application…');
    expect(screen.getByRole('status')).toHaveClass('verify__status--success');
    expect(mockApply).toHaveBeenCalledWith('code-123');
    expect(mockSetVerified).toHaveBeenCalledWith('awa@kasuwa.test');
    expect(screen.getByRole('link', { name: 'Ouvrir l’application' })).toHaveAttribute(
      'href',
      'kasuwa://verify?oobCode=code-123',
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    act(() => jest.advanceTimersByTime(1400));
    expect(mockOpenAppLink).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(mockOpenAppLink).toHaveBeenCalledTimes(1);
    expect(mockOpenAppLink).toHaveBeenCalledWith('kasuwa://verify?oobCode=code-123');
  });

  it('speaks English to an English browser', async () => {
    mockApply.mockResolvedValue({ email: 'moussa@kasuwa.test' });
    mockSetVerified.mockResolvedValue({ ok: true });
    await openVerify('?oobCode=abc', 'en-GB');
    expect(screen.getByRole('status')).toHaveTextContent('Your email address is verified. Opening the app…');
    expect(screen.getByRole('link', { name: 'Open the app' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['auth/invalid-action-code', 'Ce lien a déjà servi ou n’est pas valide.'],
    ['auth/expired-action-code', 'Ce lien de vérification a expiré.'],
  ])('explains a %s link in French, in an alert, and never opens the app', async (code, explanation) => {
    jest.useFakeTimers();
    mockApply.mockRejectedValue(Object.assign(new Error(code), { code }));
    await openVerify('?oobCode=used', 'fr-CA');
    expect(screen.getByRole('alert')).toHaveTextContent(explanation);
    expect(screen.getByRole('alert')).toHaveClass('verify__status--error');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(mockSetVerified).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(3000));
    expect(mockOpenAppLink).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Ouvrir l’application' })).not.toBeInTheDocument();
  });

  it("shows the provider's own message for an error it does not name, and logs it", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = Object.assign(new Error('INTERNAL_ERROR : try later'), { code: 'auth/internal-error' });
    mockApply.mockRejectedValue(failure);
    await openVerify('?oobCode=abc', 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('INTERNAL_ERROR : try later');
    expect(logged).toHaveBeenCalledWith('The verification code could not be applied:', failure);
    logged.mockRestore();
  });

  it('offers to try again after a network failure, and then verifies', async () => {
    mockApply.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }));
    mockApply.mockResolvedValueOnce({ email: 'awa@kasuwa.test' });
    mockSetVerified.mockResolvedValue({ ok: true });
    await openVerify('?oobCode=abc', 'fr');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Connexion impossible. Vérifiez votre connexion internet, puis réessayez.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/Votre adresse e-mail est vérifiée/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(mockApply).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('still leads to the app when the profile cannot be updated, and logs why', async () => {
    jest.useFakeTimers();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = new Error('Too many requests, try again later.');
    mockApply.mockResolvedValue({ email: 'awa@kasuwa.test' });
    mockSetVerified.mockRejectedValue(refused);
    await openVerify('?oobCode=abc', 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Your email address is verified. Opening the app…');
    expect(logged).toHaveBeenCalledWith('Could not copy emailVerified into the profile:', refused);
    act(() => jest.advanceTimersByTime(1500));
    expect(mockOpenAppLink).toHaveBeenCalledWith('kasuwa://verify?oobCode=abc');
    logged.mockRestore();
  });

  it('explains a link that is not a verification link, in the reader’s language', async () => {
    const { NotAVerificationCodeError } = jest.requireMock('./api/apply-verification-code');
    mockApply.mockRejectedValue(new NotAVerificationCodeError());
    await openVerify('?oobCode=reset', 'fr');
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien n’est pas un lien de vérification d’adresse e-mail.');
  });
});
