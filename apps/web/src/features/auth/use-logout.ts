import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearSession } from '@/lib/session-store';
import { logoutRequest } from './api/logout';

/**
 * Log out: revoke on the server, clear the session and the cached server state, then go to /
 * (or /login when logging out from the header menu), unless already on a login page or /.
 */
export function useLogout() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    (from: 'menu' | 'other' = 'menu') => {
      void logoutRequest();
      clearSession();
      queryClient.clear();
      const here = location.pathname;
      if (here === '/' || here.startsWith('/login')) return;
      void navigate(from === 'menu' ? '/login' : '/', { replace: true });
    },
    [navigate, location.pathname, queryClient],
  );
}
