import { managerRoutes } from '@plan-dan/contract/constants';
import type { LoggedInManager, LoginRequest } from '@plan-dan/contract';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export function login(input: LoginRequest): Promise<LoggedInManager> {
  return apiRequest<LoggedInManager>(managerRoutes.login, { method: 'POST', body: input, authenticated: false });
}

/** Not a react-query hook: see useAction for why the login route goes without it. */
export function useLogin() {
  return useAction(login);
}
