import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../fns/logout';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(() => logout((to) => navigate(to, { replace: true })), [navigate]);
}
