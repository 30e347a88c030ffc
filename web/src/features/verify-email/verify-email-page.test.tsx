import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { VerifyEmailPage } from './verify-email-page';

const mockApply = jest.fn();
const mockSetVerified = jest.fn();
const mockOpenAppLink = jest.fn();

// The Firebase boundary is faked here; the real code, emails and profile run in the e2e suite.
jest.mock('./api/apply-verification-code', () => {
  const { useQuery } = jest.requireActual('@tanstack/react-query');
  class NotAVerificationCodeError extends Error {}
  return {
    NotAVerificationCodeError,
    useApplyVerificationCode: (oobCode: string | null) =>
      useQuery({ queryKey: ['apply', oobCode], queryFn: () => mockApply(oobCode), enabled: Boolean(oobCode), retry: false }),
  };
});
jest.mock('./api/set-email-verified', () => {
  const { useQuery } = jest.requireActual('@tanstack/react-query');
  return {
    useSetEmailVerified: (email: string | undefined) =>
      useQuery({ queryKey: ['profile', email], queryFn: () => mockSetVerified(email), enabled: Boolean(email), retry: false }),
  };
});
jest.mock('./open-app-link', () => ({ openAppLink: (url: string) => mockOpenAppLink(url) }));

const languageGetter = jest.spyOn(window.navigator, 'language', 'get');

function renderVerify(path: string, language: string) {
  languageGetter.mockReturnValue(language);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <VerifyEmailPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  mockApply.mockReset();
  mockSetVerified.mockReset();
  mockOpenAppLink.mockReset();
  document.documentElement.lang = 'en';
});

afterEach(() => jest.useRealTimers());

describe('VerifyEmailPage without a code', () => {
  it('says so in French to a French browser, and offers the app', () => {
    renderVerify('/verify', 'fr-FR');
    expect(screen.getByRole('alert')).toHaveTextContent('Code de vérification introuvable.');
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('link', { name: 'Télécharger l’application' })).toHaveAttribute('href', '/télécharger');
    expect(mockApply).not.toHaveBeenCalled();
  });

  it('says so in English to any other browser', () => {
    renderVerify('/verify?mode=verifyEmail', 'ha-NE');
    expect(screen.getByRole('alert')).toHaveTextContent('Verification code not found.');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/télécharger');
  });
});

describe('VerifyEmailPage with a code', () => {
  it('verifies, mirrors into the profile, then opens the app 1.5 s later (French)', async () => {
    jest.useFakeTimers();
    mockApply.mockResolvedValue({ email: 'awa@kasuwa.test' });
    mockSetVerified.mockResolvedValue({ ok: true });
    renderVerify('/verify?mode=verifyEmail&oobCode=code-123', 'fr');

    expect(screen.getByRole('status')).toHaveTextContent('Vérification de votre adresse e-mail…');
    expect(await screen.findByText(/Votre adresse e-mail est vérifiée/)).toHaveAttribute('role', 'status');
    expect(mockApply).toHaveBeenCalledWith('code-123');
    expect(mockSetVerified).toHaveBeenCalledWith('awa@kasuwa.test');
    expect(screen.getByRole('link', { name: 'Ouvrir l’application' })).toHaveAttribute(
      'href',
      'kasuwa://verify?oobCode=code-123',
    );
    expect(screen.getByRole('link', { name: 'Télécharger l’application' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1400));
    expect(mockOpenAppLink).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(mockOpenAppLink).toHaveBeenCalledTimes(1);
    expect(mockOpenAppLink).toHaveBeenCalledWith('kasuwa://verify?oobCode=code-123');
  });

  it('speaks English to an English browser', async () => {
    mockApply.mockResolvedValue({ email: 'moussa@kasuwa.test' });
    mockSetVerified.mockResolvedValue({ ok: true });
    renderVerify('/verify?oobCode=abc', 'en-GB');
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email address…');
    expect(await screen.findByText('Your email address is verified. Opening the app…')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['auth/invalid-action-code', 'Ce lien a déjà servi ou n’est pas valide.'],
    ['auth/expired-action-code', 'Ce lien de vérification a expiré.'],
  ])('explains a %s link in French, in an alert, and never opens the app', async (code, explanation) => {
    jest.useFakeTimers();
    mockApply.mockRejectedValue(Object.assign(new Error(`Firebase: (${code}).`), { code }));
    renderVerify('/verify?oobCode=used', 'fr-CA');
    expect(await screen.findByRole('alert')).toHaveTextContent(explanation);
    expect(screen.getByRole('alert')).toHaveClass('verify__status--error');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(mockSetVerified).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(3000));
    expect(mockOpenAppLink).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Télécharger l’application' })).toBeInTheDocument();
  });

  it("shows the provider's own message for an error it does not name", async () => {
    const message = 'Firebase: An internal error has occurred. (auth/internal-error).';
    mockApply.mockRejectedValue(Object.assign(new Error(message), { code: 'auth/internal-error' }));
    renderVerify('/verify?oobCode=abc', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('offers to try again after a network failure, and then verifies', async () => {
    mockApply.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }));
    mockApply.mockResolvedValueOnce({ email: 'awa@kasuwa.test' });
    mockSetVerified.mockResolvedValue({ ok: true });
    renderVerify('/verify?oobCode=abc', 'fr');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connexion impossible. Vérifiez votre connexion internet, puis réessayez.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/Votre adresse e-mail est vérifiée/)).toHaveAttribute('role', 'status');
    expect(mockApply).toHaveBeenCalledTimes(2);
  });

  it('still leads to the app when the profile cannot be updated, and logs why', async () => {
    jest.useFakeTimers();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = new Error('Too many requests, try again later.');
    mockApply.mockResolvedValue({ email: 'awa@kasuwa.test' });
    mockSetVerified.mockRejectedValue(refused);
    renderVerify('/verify?oobCode=abc', 'en');
    expect(await screen.findByText('Your email address is verified. Opening the app…')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not copy emailVerified into the profile:', refused);
    act(() => jest.advanceTimersByTime(1500));
    expect(mockOpenAppLink).toHaveBeenCalledWith('kasuwa://verify?oobCode=abc');
    logged.mockRestore();
  });

  it('explains a link that is not a verification link, in the reader’s language', async () => {
    const { NotAVerificationCodeError } = jest.requireMock('./api/apply-verification-code');
    mockApply.mockRejectedValue(new NotAVerificationCodeError());
    renderVerify('/verify?oobCode=reset', 'fr');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est pas un lien de vérification d’adresse e-mail.');
  });
});
