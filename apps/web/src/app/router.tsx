import { WEB_BASE, webScreens } from '@plan-dan/contract/app-paths';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useLoginRedirectOnLogout } from './auth';
import { GuestOnly, SessionGate } from './guards';
import { GuestLayout } from './layouts/guest-layout';
import {
  ChatRoute,
  EmployeeRoute,
  EmployeesRoute,
  ForgotPasswordRoute,
  LoginRoute,
  MaterialsRoute,
  NewPasswordRoute,
  NotFoundRoute,
  RegisterRoute,
  SettingsRoute,
} from './lazy-routes';

// With the trailing slash, the home screen's address is /plan-dan/ (the server's canonical one), not /plan-dan.
export const BASENAME = WEB_BASE;

// Declarative routes rather than a data router: the data router adds about 18 KB gzipped
// to the login route, whose budget is 110 KB, and no screen needs loaders or actions.
export function AppRoutes() {
  useLoginRedirectOnLogout();
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route element={<GuestOnly />}>
          <Route element={<GuestLayout />}>
            <Route path="login" element={<LoginRoute />} />
            <Route path="register" element={<RegisterRoute />} />
          </Route>
        </Route>
        {/* Reachable with a session too: the e-mailed link may be opened in a browser where someone is logged in. */}
        <Route element={<GuestLayout />}>
          <Route path={webScreens.forgotPassword} element={<ForgotPasswordRoute />} />
          <Route path={webScreens.newPassword} element={<NewPasswordRoute />} />
        </Route>
        <Route path="/" element={<SessionGate />}>
          <Route index element={<EmployeesRoute />} />
          <Route path={webScreens.employee} element={<EmployeeRoute />} />
          <Route path="material" element={<MaterialsRoute />} />
          <Route path={webScreens.chat} element={<ChatRoute />} />
          <Route path="settings" element={<SettingsRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter basename={BASENAME}>
      <AppRoutes />
    </BrowserRouter>
  );
}
