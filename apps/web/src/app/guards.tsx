import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { GuestLayout } from './layouts/guest-layout';
import { AppLayout, LoginRoute } from './lazy-routes';

/** Login and registration are for logged-out visitors; a logged-in manager goes home. */
export function GuestOnly() {
  const user = useSession();
  return user ? <Navigate to="/" replace /> : <Outlet />;
}

/**
 * Everything under / : the shell when logged in. Logged out, / itself shows the login form
 * (as the spec's route table says) and any other path goes to /login.
 */
export function SessionGate() {
  const user = useSession();
  const { pathname } = useLocation();
  if (user) return <AppLayout />;
  if (pathname === '/') {
    return (
      <GuestLayout>
        <LoginRoute />
      </GuestLayout>
    );
  }
  return <Navigate to="/login" replace />;
}
