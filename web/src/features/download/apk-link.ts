/** The package link carrying a referral code, as the QR code, the button and the redirect use it. */
export function apkLinkWithRef(apkUrl: string, ref: string): string {
  const url = new URL(apkUrl);
  url.searchParams.set('ref', ref);
  return url.toString();
}
