import type { Step, TaskWithSteps } from '@plan-dan/contract';
import { describe, expect, it } from 'vitest';
import { picturesToKeep } from './step-pictures-offline';

const step = (id: number, picture: Step['picture']): Step => ({
  id,
  description: `Korak ${id}`,
  needPhoto: false,
  done: false,
  task: { id: 1 },
  photo: null,
  rejection: null,
  picture,
  rejectionCount: 0,
  voice: null,
  durationMinutes: null,
});

const task = (id: number, done: boolean | null, subtasks: Step[]): TaskWithSteps => ({
  id,
  taskName: `Zadatak ${id}`,
  description: '',
  dueDate: '2026-11-26',
  dueTime: '08:00',
  priority: false,
  difficulty: null,
  durationMinutes: null,
  done,
  start: null,
  end: null,
  child: { id: 7 },
  pendingReview: false,
  routine: null,
  subtasks,
});

describe('picturesToKeep', () => {
  it("keeps the open tasks' pictures and videos' posters, not the videos, not the finished tasks'", () => {
    const tasks = [
      task(1, null, [
        step(1, { kind: 'image', downloadURL: '/api/v1/files/pictures/7/1/1-a.png?s=1', previewURL: '/api/v1/files/previews/pictures/7/1/1-a.webp?s=1' }),
        step(2, { kind: 'video', downloadURL: '/api/v1/files/pictures/7/1/2-b.mp4?s=1', previewURL: '/api/v1/files/previews/pictures/7/1/2-b-poster.webp?s=1' }),
        step(3, { kind: 'video', downloadURL: '/api/v1/files/pictures/7/1/3-c.webm?s=1', previewURL: null }),
        step(4, null),
      ]),
      task(2, true, [step(5, { kind: 'image', downloadURL: '/api/v1/files/pictures/7/2/5-d.png?s=1', previewURL: null })]),
    ];
    expect(picturesToKeep(tasks)).toEqual(['/api/v1/files/pictures/7/1/1-a.png?s=1', '/api/v1/files/previews/pictures/7/1/2-b-poster.webp?s=1']);
  });
});
