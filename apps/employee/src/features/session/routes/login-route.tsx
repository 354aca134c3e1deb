import { phonePaths } from '@plan-dan/contract/app-paths';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { CodeLogin } from '../components/code-login';
import { StartScreen } from '../components/start-screen';

/** /prijava?kod=… logs in with the QR code; /prijava alone is the start screen. */
export function LoginRoute() {
  const [params] = useSearchParams();
  const session = useSession();
  const code = params.get('kod')?.trim();

  if (code) return <CodeLogin key={code} code={code} />;
  if (session) return <Navigate to={phonePaths.home} replace />;
  return <StartScreen />;
}
