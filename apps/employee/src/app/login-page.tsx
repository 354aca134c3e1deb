import { MantineScope } from '@/components/mantine-scope';
import { LoginRoute } from '@/features/session/routes/login-route';
import { GuestLayout } from './layouts/guest-layout';

/** The screens before login (/prijava), loaded on their own: Mantine's fields come with them. */
export default function LoginPage() {
  return (
    <MantineScope>
      <GuestLayout>
        <LoginRoute />
      </GuestLayout>
    </MantineScope>
  );
}
