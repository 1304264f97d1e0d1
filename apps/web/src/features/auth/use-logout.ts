import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { forgetPortalData } from '@/lib/offline/query-persister';
import { confirmSignOut } from '@/lib/offline/sign-out-guard';
import { clearSession, getSession } from '@/lib/session-store';
import { logoutRequest } from './api/logout';

/**
 * Log out: revoke on the server, clear the session and the cached server state, then go to /
 * (or /login when logging out from the header menu), unless already on a login page or /.
 * With entries still waiting to sync on this phone, asks first (they stay for the next sign-in);
 * the data the portal kept on the phone for this user goes.
 */
export function useLogout() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    async (from: 'menu' | 'other' = 'menu') => {
      const userId = getSession()?.user.id;
      if (userId && !(await confirmSignOut(userId))) return;
      void logoutRequest();
      clearSession();
      queryClient.clear();
      if (userId) void forgetPortalData(userId);
      const here = location.pathname;
      if (here === '/' || here.startsWith('/login')) return;
      void navigate(from === 'menu' ? '/login' : '/', { replace: true });
    },
    [navigate, location.pathname, queryClient],
  );
}
