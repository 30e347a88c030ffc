/** Leaves the page for the app; its own module so that tests can watch it (jsdom cannot navigate). */
export function openAppLink(url: string): void {
  window.location.assign(url);
}
