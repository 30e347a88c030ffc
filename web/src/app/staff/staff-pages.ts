import { brand } from '@kasuwa/contract/brand';

export interface AppShell {
  path: string;
  title: string;
  /** The shell's language and loading text, shown until the app takes over. */
  lang: 'en' | 'fr';
  loading: string;
}

const staff = (path: string, title: string): AppShell => ({ path, title, lang: 'en', loading: 'Loading…' });

/** The app's addresses: each gets a loading shell at build time, then the app loads its page. */
export const staffPages: readonly AppShell[] = [
  staff('/admin-login', `Staff login — ${brand.name}`),
  staff('/admin-feedback', `Feedback — ${brand.name}`),
  // Every /store/… address is answered with this shell too (a Hosting rewrite in firebase.json).
  staff('/store', `Store — ${brand.name}`),
  // Customers land here from the verification email, most of them French-speaking; the page then
  // follows the browser's language and sets its own title.
  { path: '/verify', title: brand.name, lang: 'fr', loading: 'Chargement…' },
];
