import { taskRoutes } from '@plan-dan/contract/constants';
import type { Photo, Step, Task } from '@plan-dan/contract';
import { apiRequest, routePath, uploadFile } from '@/lib/api-client';
import type { OutboxAction } from '../outbox-rules';

/** What the server answers to each action. */
export interface ActionAnswer {
  start: Task;
  finish: Task;
  tick: Step;
  photo: Photo;
}

/**
 * Sends one action of the employee with its Idempotency-Key: the same key sent again (the offline
 * queue, after an answer that never came) is applied once.
 */
export function sendAction<A extends OutboxAction>(
  action: A,
  key: string,
  onProgress: (fraction: number) => void = () => {},
): Promise<ActionAnswer[A['kind']]> {
  switch (action.kind) {
    case 'start':
      return apiRequest<Task>(routePath(taskRoutes.start, { id: action.taskId }), { method: 'PUT', idempotencyKey: key }) as Promise<
        ActionAnswer[A['kind']]
      >;
    case 'finish':
      return apiRequest<Task>(routePath(taskRoutes.finish, { id: action.taskId }), { method: 'PUT', idempotencyKey: key }) as Promise<
        ActionAnswer[A['kind']]
      >;
    case 'tick':
      return apiRequest<Step>(routePath(taskRoutes.setStepDone, { id: action.stepId }), {
        method: 'PUT',
        body: { done: action.done },
        idempotencyKey: key,
      }) as Promise<ActionAnswer[A['kind']]>;
    case 'photo':
      return uploadFile<Photo>(routePath(taskRoutes.uploadPhoto, { id: action.stepId }), action.photo, onProgress, key) as Promise<
        ActionAnswer[A['kind']]
      >;
  }
}
