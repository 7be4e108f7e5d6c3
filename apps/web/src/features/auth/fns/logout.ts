import { logoutRequest } from '../api/logout';
import { sessionStore } from '../stores/session-store';
import { endSession } from './end-session';

/**
 * Ends the session on the server, then leaves for /login before clearing local state, so the
 * page being left never sees a missing session and records itself as the page to come back to.
 */
export async function logout(navigate: (to: string) => void | Promise<void>): Promise<void> {
  try {
    await logoutRequest(sessionStore.getState().refreshToken);
  } catch {
    // The local session ends even when the server cannot be reached; its tokens expire on their own.
  }
  await navigate('/login');
  endSession();
}
