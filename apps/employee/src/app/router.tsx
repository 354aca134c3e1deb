import { BrowserRouter, Route, Routes } from 'react-router';
import { ChatRoute } from '@/features/chat/routes/chat-route';
import { MaterialsRoute } from '@/features/materials/routes/materials-route';
import { LoginRoute } from '@/features/session/routes/login-route';
import { HomeRoute } from '@/features/tasks/routes/home-route';
import { ProgressRoute } from '@/features/tasks/routes/progress-route';
import { TaskRoute } from '@/features/tasks/routes/task-route';
import { SessionGate } from './guards';
import { GuestLayout } from './layouts/guest-layout';
import { NotFoundRoute } from './not-found-route';

/** With the trailing slash: home is /plan-dan/m/, inside the service worker's scope, so it opens offline. */
export const BASENAME = '/plan-dan/m/';

export function AppRouter() {
  return (
    <BrowserRouter basename={BASENAME}>
      <Routes>
        <Route
          path="prijava"
          element={
            <GuestLayout>
              <LoginRoute />
            </GuestLayout>
          }
        />
        <Route element={<SessionGate />}>
          <Route index element={<HomeRoute />} />
          <Route path="zadatak/:taskId" element={<TaskRoute />} />
          <Route path="napredak" element={<ProgressRoute />} />
          <Route path="upute" element={<MaterialsRoute />} />
          <Route path="poruke" element={<ChatRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
