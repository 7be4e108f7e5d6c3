import type { AccessTokenClaims } from '@assay/shared/contracts/auth';
import { STORAGE_KEYS } from '@assay/shared/domain/constants';
import { decodeToken } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { createStore, useStore } from 'zustand';

/** userData: the access token's claims (userFullName, userName, ...), decoded on the client. */
export type UserData = AccessTokenClaims;

export type SessionState = {
  token: string | null;
  refreshToken: string | null;
  userData: UserData | null;
  /** Where to go after the next login (a protected page, or an invitation link). */
  redirectionPage: string | null;
  /** Why there is no session: after a deliberate logout there is no page to come back to. */
  endReason: 'logout' | 'expired' | null;
};

function readSession(): SessionState {
  return {
    token: storage.get('token'),
    refreshToken: storage.get('refreshToken'),
    userData: storage.getJson<UserData>('userData'),
    redirectionPage: storage.get('redirectionPage'),
    endReason: null,
  };
}

/** Persisted through lib/storage under the spec's keys, so a reload keeps the session. */
export const sessionStore = createStore<SessionState>()(() => readSession());

export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T) {
  return useStore(sessionStore, selector ?? ((state: SessionState) => state as unknown as T));
}

/** Stores a fresh token pair (after login or a refresh) and the user data decoded from it. */
export function startSession(token: string, refreshToken: string): void {
  const userData = decodeToken<UserData>(token);
  storage.set('token', token);
  storage.set('refreshToken', refreshToken);
  if (userData) storage.setJson('userData', userData);
  else storage.remove('userData');
  sessionStore.setState({ token, refreshToken, userData, endReason: null });
}

export function setRedirectionPage(path: string): void {
  storage.set('redirectionPage', path);
  sessionStore.setState({ redirectionPage: path });
}

/** Reads and forgets the page to return to, so it is used once. */
export function takeRedirectionPage(): string | null {
  const page = sessionStore.getState().redirectionPage;
  storage.remove('redirectionPage');
  sessionStore.setState({ redirectionPage: null });
  return page;
}

/** Empties the in-memory session; storage is cleared by the caller (see endSession). */
export function resetSession(reason: 'logout' | 'expired'): void {
  sessionStore.setState({ token: null, refreshToken: null, userData: null, redirectionPage: null, endReason: reason });
}

const SESSION_KEYS: readonly string[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.userData,
  STORAGE_KEYS.redirectionPage,
];

/** Follows logins, logouts and refreshes made in other tabs. Returns the unsubscribe function. */
export function watchSessionInOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !SESSION_KEYS.includes(event.key)) return;
    const next = readSession();
    // Logged out in another tab: this tab follows without remembering its page.
    sessionStore.setState(next.token || !sessionStore.getState().token ? next : { ...next, endReason: 'logout' });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
