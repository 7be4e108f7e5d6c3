import { queryClient } from '@/lib/query-client';
import { resetSelectedProject } from '@/lib/selected-project-store';
import { storage } from '@/lib/storage';
import { resetSession } from '../stores/session-store';

/** Forgets everything about the signed-in user; the guided-tour flag survives (SPEC section 4). */
export function endSession(reason: 'logout' | 'expired'): void {
  storage.clearOnLogout();
  resetSession(reason);
  resetSelectedProject();
  queryClient.clear();
}
