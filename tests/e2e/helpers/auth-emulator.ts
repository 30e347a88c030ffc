import { projectId } from '../../support/emulators';

/** The Auth emulator's REST API, as the Android app reaches Identity Toolkit. */
const authOrigin = 'http://127.0.0.1:9099';
const identityToolkit = `${authOrigin}/identitytoolkit.googleapis.com/v1`;
const apiKey = 'demo-api-key';

async function post<T>(method: string, body: object): Promise<T> {
  const response = await fetch(`${identityToolkit}/${method}?key=${apiKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signUp(email: string, password: string) {
  const { idToken, localId } = await post<{ idToken: string; localId: string }>('accounts:signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  return { idToken, uid: localId };
}

export async function sendVerificationEmail(idToken: string) {
  await post('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
}

interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

/** The code in the link of the last verification email the emulator "sent" to `email`. */
export async function verificationCodeFor(email: string): Promise<string> {
  const response = await fetch(`${authOrigin}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const code = oobCodes.filter((entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL').at(-1);
  const fromLink = code && new URL(code.oobLink).searchParams.get('oobCode');
  if (!fromLink) throw new Error(`The Auth emulator sent no verification link to ${email}`);
  return fromLink;
}
