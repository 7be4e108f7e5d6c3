const AUTH_PAGES = ['/', '/login', '/signup', '/forgot-password'];

/** Only a path on this site is followed; anything else could send a fresh session elsewhere. */
function isSafeRedirect(path: string | null): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? path;
  return !AUTH_PAGES.includes(pathname);
}

/** After login: back to the page that asked for it, else the tour once, else the project list. */
export function getPageAfterLogin(input: { redirectionPage: string | null; hasSeenTour: boolean }): string {
  if (isSafeRedirect(input.redirectionPage)) return input.redirectionPage;
  return input.hasSeenTour ? '/projects' : '/guided-tour';
}
