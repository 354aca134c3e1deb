import { lazyNamed } from '@/lib/lazy';

// Every screen but login loads on demand. Login is where most visits start (the session ends after
// 30 idle minutes), so it comes with the first script: no second round trip before the form shows.
export { LoginRoute } from '@/features/managers/routes/login-route';
export const AppLayout = lazyNamed(() => import('./layouts/app-layout'), 'AppLayout');
export const NotFoundRoute = lazyNamed(() => import('./not-found-route'), 'NotFoundRoute');
export const RegisterRoute = lazyNamed(() => import('@/features/managers/routes/register-route'), 'RegisterRoute');
const passwordResetRoutes = () => import('@/features/password-reset/routes/password-reset-routes');
export const ForgotPasswordRoute = lazyNamed(passwordResetRoutes, 'ForgotPasswordRoute');
export const NewPasswordRoute = lazyNamed(passwordResetRoutes, 'NewPasswordRoute');
export const SettingsRoute = lazyNamed(() => import('./settings-route'), 'SettingsRoute');
export const EmployeesRoute = lazyNamed(() => import('./employees-board-route'), 'EmployeesBoardRoute');
export const EmployeeRoute = lazyNamed(() => import('./employee-route'), 'EmployeeRoute');
export const MaterialsRoute = lazyNamed(() => import('@/features/materials/routes/materials-route'), 'MaterialsRoute');
export const ChatRoute = lazyNamed(() => import('@/features/chat/routes/chat-route'), 'ChatRoute');
