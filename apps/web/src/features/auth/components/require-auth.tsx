import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { setRedirectionPage, useSession } from '../stores/session-store';

function RedirectToLogin({ from }: { from: string }) {
  useEffect(() => {
    setRedirectionPage(from);
  }, [from]);
  return <Navigate to="/login" replace />;
}

/** Pages behind it need a session; without one the person logs in and comes back here. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const token = useSession((state) => state.token);
  const hasLoggedOut = useSession((state) => state.endReason === 'logout');
  const location = useLocation();
  if (!token && hasLoggedOut) return <Navigate to="/login" replace />;
  if (!token) return <RedirectToLogin from={`${location.pathname}${location.search}`} />;
  return children ?? <Outlet />;
}
