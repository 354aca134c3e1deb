import { managerRoutes } from '@plan-dan/contract/constants';
import type { Manager, UpdateManagerRequest } from '@plan-dan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readSession, saveSession, type SessionUser } from '@/lib/session';

export interface UpdateManagerInput {
  /** The stored user; the spec sends it whole, and the server ignores its read-only fields. */
  user: SessionUser;
  changes: UpdateManagerRequest;
}

export function updateManager({ user, changes }: UpdateManagerInput): Promise<Manager> {
  const path = managerRoutes.update.replace(':id', String(user.id));
  return apiRequest<Manager>(path, { method: 'PUT', body: { ...user, ...changes } });
}

export function useUpdateManager() {
  return useMutation({
    mutationFn: updateManager,
    onSuccess: (updated) => {
      // The answer carries no token: the session keeps the one it has. A session that ended
      // while the request was under way stays ended.
      const current = readSession();
      if (current?.id === updated.id) saveSession({ ...updated, jwtToken: current.jwtToken });
    },
  });
}
