import { PHONE_BASE, phoneScreens } from '@plan-dan/contract/app-paths';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { useFocusView } from '@/features/look/api/get-settings';
import { HomeRoute } from '@/features/tasks/routes/home-route';
import { useEmployee } from '@/lib/employee-context';
import { SessionGate } from './guards';
import { NotFoundRoute } from './not-found-route';

// Only 'Zadaci' is in the first script: the phone opens on it every day. Every other screen (and the
// login, once per phone) loads when it is opened; the service worker has them all, also offline.
// Navigations are transitions, so the screen before stays until the next one has loaded.
const LoginPage = lazy(() => import('./login-page'));
const TaskRoute = lazy(() => import('@/features/tasks/routes/task-route').then((module) => ({ default: module.TaskRoute })));
const ProgressRoute = lazy(() => import('@/features/tasks/routes/progress-route').then((module) => ({ default: module.ProgressRoute })));
const MaterialsRoute = lazy(() => import('@/features/materials/routes/materials-route').then((module) => ({ default: module.MaterialsRoute })));
const ChatRoute = lazy(() => import('@/features/chat/routes/chat-route').then((module) => ({ default: module.ChatRoute })));
const MeRoute = lazy(() => import('@/features/profile/routes/me-route').then((module) => ({ default: module.MeRoute })));

/** A task opens one step at a time when the manager chose so (a phone setting, beside the look). */
function TaskScreen() {
  return <TaskRoute focusView={useFocusView(useEmployee().id)} />;
}

export function AppRouter() {
  return (
    <BrowserRouter basename={PHONE_BASE}>
      <Suspense fallback={null}>
        <Routes>
          <Route path={phoneScreens.login} element={<LoginPage />} />
          <Route element={<SessionGate />}>
            <Route index element={<HomeRoute />} />
            <Route path={phoneScreens.task} element={<TaskScreen />} />
            <Route path={phoneScreens.progress} element={<ProgressRoute />} />
            <Route path={phoneScreens.materials} element={<MaterialsRoute />} />
            <Route path={phoneScreens.chat} element={<ChatRoute />} />
            <Route path={phoneScreens.me} element={<MeRoute />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
