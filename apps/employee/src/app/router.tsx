import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { HomeRoute } from '@/features/tasks/routes/home-route';
import { SessionGate } from './guards';
import { NotFoundRoute } from './not-found-route';

/** With the trailing slash: home is /plan-dan/m/, inside the service worker's scope, so it opens offline. */
export const BASENAME = '/plan-dan/m/';

// Only 'Zadaci' is in the first script: the phone opens on it every day. Every other screen (and the
// login, once per phone) loads when it is opened; the service worker has them all, also offline.
// Navigations are transitions, so the screen before stays until the next one has loaded.
const LoginPage = lazy(() => import('./login-page'));
const TaskRoute = lazy(() => import('@/features/tasks/routes/task-route').then((module) => ({ default: module.TaskRoute })));
const ProgressRoute = lazy(() => import('@/features/tasks/routes/progress-route').then((module) => ({ default: module.ProgressRoute })));
const MaterialsRoute = lazy(() => import('@/features/materials/routes/materials-route').then((module) => ({ default: module.MaterialsRoute })));
const ChatRoute = lazy(() => import('@/features/chat/routes/chat-route').then((module) => ({ default: module.ChatRoute })));

export function AppRouter() {
  return (
    <BrowserRouter basename={BASENAME}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="prijava" element={<LoginPage />} />
          <Route element={<SessionGate />}>
            <Route index element={<HomeRoute />} />
            <Route path="zadatak/:taskId" element={<TaskRoute />} />
            <Route path="napredak" element={<ProgressRoute />} />
            <Route path="upute" element={<MaterialsRoute />} />
            <Route path="poruke" element={<ChatRoute />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
