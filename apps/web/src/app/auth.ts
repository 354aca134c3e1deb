import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, onSessionCleared } from '@/lib/session';

/** Ends the session: the sidebar button, the idle limit and a rejected token all come here. */
export function logout(): void {
  clearSession();
}

/** Mounted once inside the router: every logout ends on /login, whatever screen it came from. */
export function useLoginRedirectOnLogout(): void {
  const navigate = useNavigate();
  useEffect(() => onSessionCleared(() => void navigate('/login', { replace: true })), [navigate]);
}
