import { endSession, sessionStore, setRedirectionPage, startSession } from '@/features/auth';
import { configureApiClient } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { selectedProjectStore } from '@/lib/selected-project-store';

type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

const AUTH_PAGES = ['/', '/login', '/signup', '/forgot-password'];

/** Connects the API client to the session, the selected project and navigation. */
export function wireApiClient(navigate: Navigate): void {
  configureApiClient({
    getSelectedProjectId: () => selectedProjectStore.getState().selectedProjectId,

    onTokensRefreshed: (token, refreshToken) => startSession(token, refreshToken),

    onSessionEnded: () => {
      // Several requests can fail at once; the first one ends the session, the rest find it gone.
      if (!sessionStore.getState().token && !sessionStore.getState().refreshToken) return;
      const { pathname, search } = window.location;
      endSession('expired');
      if (!AUTH_PAGES.includes(pathname)) setRedirectionPage(`${pathname}${search}`);
      notifyError('Your session has ended. Please log in again.');
      void navigate('/login', { replace: true });
    },

    onForbidden: (projectId) => {
      const target = `/request-access?projectId=${encodeURIComponent(projectId)}`;
      if (`${window.location.pathname}${window.location.search}` === target) return;
      void navigate(target, { replace: true });
    },
  });
}
