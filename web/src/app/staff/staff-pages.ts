import { brand } from '@kasuwa/contract/brand';
import { storePaths } from '../../lib/store-paths';

export interface AppShell {
  path: string;
  title: string;
  /** The store: its shell names the manifest a phone installs the console from. */
  installable?: boolean;
}

/** The staff app's addresses: each gets an English loading shell at build time, then the app loads its page. */
export const staffPages: readonly AppShell[] = [
  { path: '/admin-login', title: `Staff login — ${brand.name}` },
  { path: '/admin-feedback', title: `Feedback — ${brand.name}` },
  // Every /store/… address is answered with this shell too (a Hosting rewrite in firebase.json).
  { path: storePaths.products.path, title: `Store — ${brand.name}`, installable: true },
];
