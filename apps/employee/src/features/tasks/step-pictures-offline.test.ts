import type { Step, TaskWithSteps } from '@plan-dan/contract';
import { describe, expect, it } from 'vitest';
import { pictogramsToKeep, picturesToKeep, voicesToKeep } from './step-pictures-offline';

const step = (id: number, picture: Step['picture']): Step => ({
  id,
  description: `Korak ${id}`,
  needPhoto: false,
  done: false,
  task: { id: 1 },
  photo: null,
  rejection: null,
  picture,
  pictogram: null,
  rejectionCount: 0,
  support: null,
  photoRemovedAt: null,
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
    pictogram: null,
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

describe('voicesToKeep', () => {
  it("keeps the open tasks' recorded voices, not the finished tasks'", () => {
    const voiced = (id: number, downloadURL: string | null): Step => ({ ...step(id, null), voice: downloadURL === null ? null : { downloadURL } });
    const tasks = [
      task(1, null, [voiced(1, '/api/v1/files/voices/7/1/1-a.webm?s=1'), voiced(2, null)]),
      task(2, true, [voiced(3, '/api/v1/files/voices/7/2/3-b.webm?s=1')]),
      task(3, null, [voiced(4, '/api/v1/files/voices/7/3/4-c.wav?s=1')]),
    ];
    expect(voicesToKeep(tasks)).toEqual(['/api/v1/files/voices/7/1/1-a.webm?s=1', '/api/v1/files/voices/7/3/4-c.wav?s=1']);
  });
});

describe('pictogramsToKeep', () => {
  const drawn = (id: number, name: string | null): Step => ({ ...step(id, null), pictogram: name === null ? null : { name, downloadURL: `/api/v1/pictograms/${name}.svg` } });
  const withPictogram = (id: number, done: boolean | null, name: string | null, subtasks: Step[]): TaskWithSteps => ({
    ...task(id, done, subtasks),
    pictogram: name === null ? null : { name, downloadURL: `/api/v1/pictograms/${name}.svg` },
  });
  const tasks = [
    withPictogram(1, null, 'tooth', [drawn(1, 'toothbrush'), drawn(2, null), drawn(3, 'droplet')]),
    // A symbol two tasks share is fetched once.
    withPictogram(2, null, null, [drawn(4, 'toothbrush')]),
    withPictogram(3, true, 'broom', [drawn(5, 'basket')]),
  ];

  it("keeps the open tasks' and their steps' drawings, each once, not the finished tasks'", () => {
    expect(pictogramsToKeep(tasks, 'color')).toEqual(['/api/v1/pictograms/tooth.svg', '/api/v1/pictograms/toothbrush.svg', '/api/v1/pictograms/droplet.svg']);
  });

  it('keeps the drawings of the look the phone shows: the high-contrast ones for a phone set to them', () => {
    expect(pictogramsToKeep(tasks, 'contrast')).toEqual([
      '/api/v1/pictograms/tooth.svg?look=contrast',
      '/api/v1/pictograms/toothbrush.svg?look=contrast',
      '/api/v1/pictograms/droplet.svg?look=contrast',
    ]);
  });

  it('keeps nothing for lists saved on the phone before pictograms came (no field at all)', () => {
    const old = { ...task(4, null, [{ ...step(6, null), pictogram: undefined } as unknown as Step]), pictogram: undefined } as unknown as TaskWithSteps;
    expect(pictogramsToKeep([old], 'color')).toEqual([]);
  });
});
