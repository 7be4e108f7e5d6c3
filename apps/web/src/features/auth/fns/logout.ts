import { logoutRequest } from '../api/logout';
import { sessionStore } from '../stores/session-store';
import { endSession } from './end-session';

/** Ends the session on the server and here, then goes to /login. hasSeenTour survives. */
export async function logout(navigate: (to: string) => void | Promise<void>): Promise<void> {
  try {
    await logoutRequest(sessionStore.getState().refreshToken);
  } catch {
    // The local session ends even when the server cannot be reached; its tokens expire on their own.
  }
  endSession('logout');
  await navigate('/login');
}
