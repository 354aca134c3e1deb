import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  MAX_PHOTO_BYTES,
  MAX_STEP_POSTER_BYTES,
  MAX_STEP_VIDEO_BYTES,
  PHOTO_TYPES,
  RECENTLY_DONE_DAYS,
  STEP_REJECTION_HISTORY_LIMIT,
  STEP_PICTURE_TYPES,
  STEP_VIDEO_TYPES,
  TASK_PAGE_SIZE,
  type CreateTaskData,
  type TaskCalendar,
  type TaskListQuery,
  type Photo,
  type StepRejectionHistory,
  type StepPicture,
  type Step,
  type Task,
  type TaskWithSteps,
} from '@plan-dan/contract';
import type { Executor } from '../../db/database.ts';
import type { Access, EmployeeOwnership, Principal, SessionToCheck } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { badRequest, forbidden, notFound, payloadTooLarge, taskHasSteps, taskNotStarted, unauthorized } from '../../platform/errors.ts';
import { detectFileType } from '../../platform/file-type.ts';
import { hashingStream, type Claim } from '../../platform/idempotency.ts';
import { makeImagePreview } from '../../platform/image-preview.ts';
import { noPushNotices, type PushNotices } from '../../platform/push-notices.ts';
import { helpEndedTopic, tasksTopic, type LiveEvents } from '../../platform/live-events.ts';
import type { SignedLinks } from '../../platform/signed-links.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { RoutinesService } from './routines.service.ts';
import type { KeptTaskJson, StepLinks, StoredPhoto, StoredPicture, TaskFilter, TasksRepository } from './tasks.repository.ts';

const notAnImage = () => badRequest({ file: 'not_an_image' });
const isStepPictureType = (mime: string) => (STEP_PICTURE_TYPES as readonly string[]).includes(mime);
const isStepVideoType = (mime: string) => (STEP_VIDEO_TYPES as readonly string[]).includes(mime);
/** The task card shows a step's picture 40 px wide: its preview fits in this square (sharp screens included). */
const STEP_PICTURE_PREVIEW_SIZE = 160;

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * status=current takes the tasks finished since the start of the UTC day RECENTLY_DONE_DAYS ago: the
 * same for a whole day, so the list's ETag holds until the day changes.
 */
export const recentlyDoneSince = (at: number) => Math.floor(at / DAY_MS) * DAY_MS - RECENTLY_DONE_DAYS * DAY_MS;

/** Signs a step picture's links: the file, and its small preview (a video's poster). */
export const stepPictureLink =
  (links: SignedLinks) =>
  (picture: StoredPicture): StepPicture => ({
    downloadURL: links.linkTo(picture.storageKey, picture.contentType),
    previewURL: picture.previewKey === null ? null : links.linkTo(picture.previewKey, 'image/webp'),
    kind: isStepVideoType(picture.contentType) ? 'video' : 'image',
  });

/** A list's version (its ETag's changing part) and the list, read only when the client lacks it. */
export interface Versioned<T> {
  version: number;
  read: () => Promise<T>;
}

/** An answer already written as JSON (a list of tasks with steps, from the tasks' kept answers). */
export class WrittenJson {
  constructor(readonly json: string) {}
}

/** One of the instruction materials' files (the materials module answers it; app.ts wires it in). */
export type MaterialFileLookup = (
  materialId: number,
) => Promise<{ managerId: number; storageKey: string; contentType: string; size: number } | undefined>;

export function createTasksService(
  tasks: TasksRepository,
  employeeOwnership: EmployeeOwnership,
  /** The employee, their owner and the owner's helpers reach the tasks. */
  access: Access,
  storage: FileStorage,
  links: SignedLinks,
  events: LiveEvents,
  routines: RoutinesService,
  notices: PushNotices = noPushNotices,
  materialFile: MaterialFileLookup = async () => undefined,
) {
  const link = (photo: StoredPhoto): Photo => ({
    id: photo.id,
    name: photo.name,
    subtaskId: photo.subtaskId,
    downloadURL: links.linkTo(photo.storageKey, photo.contentType),
  });
  const stepLinks: StepLinks = { photo: link, picture: stepPictureLink(links) };

  /**
   * Files go after the rows are gone, and only those no step or routine still shares (a routine's days
   * share their step pictures); a failure here leaves an orphan file, never a broken row.
   */
  const deleteFiles = async (keys: (string | undefined)[]) => {
    const unreferenced = await tasks.unreferencedFiles(keys.filter((k): k is string => k !== undefined));
    await Promise.allSettled(unreferenced.map((k) => storage.delete(k)));
  };

  /** The manager's screens and the employee's phone load the employee's tasks again. */
  const changed = (employeeId: number) => events.publish(tasksTopic(employeeId));

  /**
   * The employee's task list version once the caller's session is open and they may reach the employee (see
   * `list`): the request, guarded by requireUserToken, has its session checked here, in the same statement.
   */
  const reachedVersion = async ({ unchecked: principal }: SessionToCheck, employeeId: number, lastDayAsked?: string): Promise<number> => {
    const through = routines.listThrough(lastDayAsked);
    const read = () => tasks.listVersion(employeeId, through, principal, now());
    const { sessionOpen, employee } = await read();
    if (!sessionOpen) throw unauthorized('Session has ended');
    const { version, routinesBehind } = await access.ensureReachable(principal, employee, 'employee');
    if (!routinesBehind || (await routines.makeThrough(employeeId, through)) === 0) return version;
    return (await read()).employee?.version ?? version;
  };

  const service = {
    async create(principal: Principal, input: CreateTaskData): Promise<Task> {
      if (input.repeat) return routines.create(principal, { ...input, repeat: input.repeat });
      await access.ensureReachable(principal, await employeeOwnership(input.child.id), 'employee');
      const task = await tasks.insertTask({
        employeeId: input.child.id,
        taskName: input.taskName,
        description: input.description,
        dueDate: input.dueDate,
        dueTime: input.dueTime,
        priority: input.priority,
        subtasks: input.subtasks,
        createdAt: now(),
      });
      changed(input.child.id);
      notices({ kind: 'task', taskId: task.id });
      return task;
    },

    /**
     * The topic a screen follows to hear of changes to the employee's tasks (for the employee, the owner
     * and the helpers), and for a helper the topic that ends it when they stop helping.
     */
    async topicOfTasks(principal: Principal, employeeId: number): Promise<{ topic: string; endsOn?: string }> {
      const ownership = await access.ensureReachable(principal, await employeeOwnership(employeeId), 'employee');
      const helper = (await access.standing(principal, ownership)) === 'helper';
      return { topic: tasksTopic(employeeId), ...(helper ? { endsOn: helpEndedTopic(employeeId, principal.id) } : {}) };
    },

    /**
     * The version of the employee's task list, for its ETag, once the principal may reach the employee
     * (someone else's employee is not found), and the list itself to read when the ETag the client has is
     * not it: the access is checked once for both. The routines' tasks up to `lastDayAsked` (and the next
     * days) are made first, so that a new day's tasks raise the version before the ETag is compared.
     * With `keptTasks`, a list with steps is written from the tasks' answers kept there (see listTaskJson).
     */
    async list(
      caller: SessionToCheck,
      employeeId: number,
      query: TaskListQuery = {},
      keptTasks?: KeptTaskJson,
    ): Promise<Versioned<Task[] | TaskWithSteps[] | WrittenJson>> {
      const version = await reachedVersion(caller, employeeId, query.to);
      return {
        version,
        read: async () => {
          const filter: TaskFilter = { status: query.status, from: query.from, to: query.to };
          if (query.status === 'open' || query.status === 'current') filter.routineHorizon = routines.horizonEnd();
          if (query.status === 'current') filter.doneSince = recentlyDoneSince(now());
          if (query.status === 'done') {
            filter.limit = query.limit ?? TASK_PAGE_SIZE;
            if (query.before !== undefined) {
              filter.after = await tasks.pagePosition(employeeId, query.before);
              // Not a finished task of this employee (deleted, reopened, someone else's): no place to go on from.
              if (!filter.after) throw notFound('task');
            }
          }
          if (query.include !== 'subtasks') return tasks.listTasks(employeeId, filter);
          if (keptTasks) return new WrittenJson(await tasks.listTaskJson(employeeId, filter, stepLinks, keptTasks));
          return tasks.listTasksWithSteps(employeeId, filter, stepLinks);
        },
      };
    },

    /** The last day of routine tasks that the open and current lists hold (part of their ETag). */
    routineHorizon: () => routines.horizonEnd(),

    /** Per day of the year, the employee's tasks counted; versioned as the list. */
    async calendar(caller: SessionToCheck, employeeId: number, year: number): Promise<Versioned<TaskCalendar>> {
      const version = await reachedVersion(caller, employeeId, `${year}-12-31`);
      return { version, read: async () => ({ year, days: await tasks.calendarCounts(employeeId, year) }) };
    },

    /** Deletes the task; a routine's with `following` also ends the routine there ('Ovaj i sljedeći'). */
    async remove(principal: Principal, taskId: number, following = false): Promise<void> {
      if (following) return routines.removeFollowing(principal, taskId);
      const task = await access.ensureReachable(principal, await tasks.taskOwnership(taskId), 'task');
      await deleteFiles(await tasks.deleteTask(taskId));
      changed(task.employeeId);
    },

    /** `claim`: the request's idempotency key, recorded with the change (see platform/idempotency.ts). */
    async start(principal: Principal, taskId: number, claim?: Claim): Promise<Task> {
      const task = await access.ensureReachable(principal, await tasks.taskOwnership(taskId), 'task');
      await tasks.startTask(taskId, now(), claim && ((trx) => claim(trx)));
      changed(task.employeeId);
      return (await tasks.findTask(taskId))!;
    },

    /** A task without steps is finished by hand, after its start. */
    async finish(principal: Principal, taskId: number, claim?: Claim): Promise<Task> {
      const task = await access.ensureReachable(principal, await tasks.taskOwnership(taskId), 'task');
      if (!task.started) throw taskNotStarted();
      if (!(await tasks.finishStepless(taskId, now(), claim && ((trx) => claim(trx))))) {
        throw taskHasSteps();
      }
      changed(task.employeeId);
      if (principal.role === 'employee') notices({ kind: 'taskDone', taskId });
      return (await tasks.findTask(taskId))!;
    },

    async createStep(principal: Principal, taskId: number, description: string, needPhoto: boolean): Promise<Step> {
      const task = await access.ensureReachable(principal, await tasks.taskOwnership(taskId), 'task');
      const id = await tasks.insertStep(taskId, description, needPhoto);
      changed(task.employeeId);
      return (await tasks.findStep(id, stepLinks))!;
    },

    async listSteps(principal: Principal, taskId: number): Promise<Step[]> {
      await access.ensureReachable(principal, await tasks.taskOwnership(taskId), 'task');
      return tasks.listSteps(taskId, stepLinks);
    },

    async removeStep(principal: Principal, subtaskId: number): Promise<void> {
      const step = await access.ensureReachable(principal, await tasks.stepOwnership(subtaskId), 'subtask');
      await deleteFiles(await tasks.deleteStep(subtaskId, step.taskId));
      changed(step.employeeId);
    },

    /**
     * The manager approves or rejects (any step); the employee ticks or unticks a step
     * without photo, once the task has started. Photo steps are decided by the manager only.
     */
    async setStepDone(
      principal: Principal,
      subtaskId: number,
      done: boolean,
      reason: string | null = null,
      claim?: Claim,
    ): Promise<Step> {
      const step = await access.ensureReachable(principal, await tasks.stepOwnership(subtaskId), 'subtask');
      if (principal.role === 'employee') {
        if (step.needPhoto) throw forbidden();
        if (!step.started) throw taskNotStarted();
        // Unticking is not a refusal: only the manager gives reasons.
        if (reason !== null) throw badRequest({ reason: 'only_the_manager' });
      }
      // An approved photo step counts as finished when the photo came, not when it was approved.
      const completedAt = done ? (step.completedAt ?? now()) : null;
      const refusal = !done && principal.role === 'manager' ? { at: now(), reason, managerId: principal.id } : null;
      const wasDone = (await tasks.findTask(step.taskId))?.done === true;
      await tasks.setStepDone(subtaskId, step.taskId, done, completedAt, refusal, claim && ((trx) => claim(trx)));
      changed(step.employeeId);
      if (principal.role === 'manager') notices({ kind: 'stepDecided', subtaskId, approved: done, reason });
      // The manager hears of a task the employee finished (one they approved themselves they know of).
      else if (!wasDone && (await tasks.findTask(step.taskId))?.done === true) notices({ kind: 'taskDone', taskId: step.taskId });
      return (await tasks.findStep(subtaskId, stepLinks))!;
    },

    /** The step's refusals, newest first, for whoever reaches the step (the manager reviewing, a helper, the employee). */
    async listRejections(principal: Principal, subtaskId: number): Promise<StepRejectionHistory> {
      await access.ensureReachable(principal, await tasks.stepOwnership(subtaskId), 'subtask');
      const rows = await tasks.listRejections(subtaskId, STEP_REJECTION_HISTORY_LIMIT);
      return rows.map((row) => ({
        reason: row.reason,
        at: new Date(row.at).toISOString(),
        by: row.managerName === null ? null : { name: row.managerName },
      }));
    },

    /** Streams the employee's photo for a step to storage and puts the step up for review. */
    async uploadPhoto(
      principal: Principal,
      subtaskId: number,
      body: Readable,
      declaredLength: number | undefined,
      claim?: Claim,
    ): Promise<Photo> {
      const step = await access.ensureReachable(principal, await tasks.stepOwnership(subtaskId), 'subtask');
      if (principal.role !== 'employee') throw forbidden();
      if (!step.needPhoto) throw badRequest({ subtask: 'no_photo_needed' });
      if (!step.started) throw taskNotStarted();
      if (declaredLength !== undefined && declaredLength > MAX_PHOTO_BYTES) throw payloadTooLarge();

      const typed = await detectFileType(body);
      if (!typed || !(PHOTO_TYPES as readonly string[]).includes(typed.mime)) {
        typed?.stream.resume();
        throw notAnImage();
      }
      const { mime } = typed;
      const createdAt = now();
      const storageKey = `photos/${step.employeeId}/${step.taskId}/${subtaskId}-${randomUUID()}.${typed.ext}`;
      // The bytes' digest tells a photo sent again (the same key) from another one.
      const hashed = hashingStream(typed.stream);
      const size = await storage.put(storageKey, hashed.stream, MAX_PHOTO_BYTES);
      if (size === 0) throw notAnImage();
      try {
        const previousKey = await tasks.replacePhoto({
          subtaskId,
          taskId: step.taskId,
          employeeId: step.employeeId,
          name: `${step.taskId}_${subtaskId}_${createdAt}`,
          storageKey,
          contentType: mime,
          size,
          createdAt,
        }, claim && ((trx) => claim(trx, hashed.digest())));
        await deleteFiles([previousKey]);
      } catch (error) {
        // Refused, or the same photo sent again at the same time (its key taken): its file goes.
        await deleteFiles([storageKey]);
        throw error;
      }
      changed(step.employeeId);
      notices({ kind: 'photo', subtaskId });
      const photo = (await tasks.listPhotos({ taskId: step.taskId })).find((p) => p.subtaskId === subtaskId)!;
      return link(photo);
    },

    /**
     * The manager's picture or short video for a step, streamed to storage and checked by its first
     * bytes (a picture within MAX_PHOTO_BYTES, an MP4 or WebM within MAX_STEP_VIDEO_BYTES); it replaces
     * any earlier one of either kind. The file is written before the step refers to it, the old one (and
     * its preview) deleted after. A picture gets its small preview here; a video's comes from the
     * manager's browser (setPicturePoster).
     */
    async setPicture(principal: Principal, subtaskId: number, body: Readable, declaredLength: number | undefined): Promise<Step> {
      const step = await access.ensureReachable(principal, await tasks.stepOwnership(subtaskId), 'subtask');
      if (principal.role !== 'manager') throw forbidden();
      if (declaredLength !== undefined && declaredLength > Math.max(MAX_PHOTO_BYTES, MAX_STEP_VIDEO_BYTES)) throw payloadTooLarge();
      const typed = await detectFileType(body);
      const video = typed !== undefined && isStepVideoType(typed.mime);
      if (!typed || !(video || isStepPictureType(typed.mime))) {
        typed?.stream.resume();
        // A video the phones cannot all play (QuickTime, Ogg, Matroska…) is told apart from anything else.
        throw typed?.mime.startsWith('video/') ? badRequest({ file: 'unsupported_video' }) : notAnImage();
      }
      const limit = video ? MAX_STEP_VIDEO_BYTES : MAX_PHOTO_BYTES;
      if (declaredLength !== undefined && declaredLength > limit) {
        typed.stream.resume();
        throw payloadTooLarge();
      }
      const name = `pictures/${step.employeeId}/${step.taskId}/${subtaskId}-${randomUUID()}`;
      const storageKey = `${name}.${typed.ext}`;
      const size = await storage.put(storageKey, typed.stream, limit);
      if (size === 0) throw notAnImage();
      let previewKey: string | undefined;
      if (!video) {
        const stored = await storage.read(storageKey);
        previewKey = stored
          ? await makeImagePreview(storage, stored.stream, `previews/${name}.webp`, { size: STEP_PICTURE_PREVIEW_SIZE, maxBytes: MAX_PHOTO_BYTES })
          : undefined;
      }
      const written = [storageKey, previewKey];
      let previousKeys: string[];
      try {
        previousKeys = await tasks.setPicture(subtaskId, { storageKey, contentType: typed.mime, previewKey: previewKey ?? null }, routines.today());
      } catch (error) {
        await deleteFiles(written);
        throw error;
      }
      await deleteFiles(previousKeys);
      changed(step.employeeId);
      const updated = await tasks.findStep(subtaskId, stepLinks);
      // The step was deleted while its picture came: the files no row refers to go too.
      if (!updated) {
        await deleteFiles(written);
        throw notFound('subtask');
      }
      return updated;
    },

    /**
     * A step video's first frame, taken by the manager's browser (the server decodes no video), becomes
     * its small preview for the card and the phone's poster; it replaces an earlier one. 400 when the
     * step's picture is no video; 404 when the video was replaced or removed while the frame came.
     */
    async setPicturePoster(principal: Principal, subtaskId: number, body: Readable): Promise<Step> {
      const step = await access.ensureReachable(principal, await tasks.stepOwnership(subtaskId), 'subtask');
      if (principal.role !== 'manager') throw forbidden();
      const current = await tasks.pictureOf(subtaskId);
      if (!current || !isStepVideoType(current.contentType)) {
        body.resume();
        throw badRequest({ picture: 'not_a_video' });
      }
      const typed = await detectFileType(body);
      if (!typed || !isStepPictureType(typed.mime)) {
        typed?.stream.resume();
        throw notAnImage();
      }
      // A new key each time: a poster that fails leaves the one the card shows in place.
      const stem = current.storageKey.replace(/\.[^./]+$/, '');
      const previewKey = await makeImagePreview(storage, typed.stream, `previews/${stem}-poster-${randomUUID()}.webp`, {
        size: STEP_PICTURE_PREVIEW_SIZE,
        maxBytes: MAX_PHOTO_BYTES,
        maxSourceBytes: MAX_STEP_POSTER_BYTES,
      });
      if (!previewKey) throw notAnImage();
      const swapped = await tasks.setPicturePreview(subtaskId, current.storageKey, previewKey);
      if (!swapped) {
        await deleteFiles([previewKey]);
        throw notFound('picture');
      }
      await deleteFiles(swapped.previousKeys);
      changed(step.employeeId);
      const updated = await tasks.findStep(subtaskId, stepLinks);
      if (!updated) throw notFound('subtask');
      return updated;
    },

    /**
     * One of the manager's own picture materials as the step's picture: its bytes are copied, so the step
     * keeps its picture when the material is deleted, and go through the same checks as an upload.
     */
    async setPictureFromMaterial(principal: Principal, subtaskId: number, materialId: number): Promise<Step> {
      await access.ensureReachable(principal, await tasks.stepOwnership(subtaskId), 'subtask');
      if (principal.role !== 'manager') throw forbidden();
      const material = await materialFile(materialId);
      if (!material || material.managerId !== principal.id) throw notFound('material');
      if (!(STEP_PICTURE_TYPES as readonly string[]).includes(material.contentType)) throw badRequest({ materialId: 'not_an_image' });
      if (material.size > MAX_PHOTO_BYTES) throw payloadTooLarge();
      const file = await storage.read(material.storageKey);
      if (!file) throw notFound('material');
      return service.setPicture(principal, subtaskId, file.stream, file.size);
    },

    async removePicture(principal: Principal, subtaskId: number): Promise<void> {
      const step = await access.ensureReachable(principal, await tasks.stepOwnership(subtaskId), 'subtask');
      if (principal.role !== 'manager') throw forbidden();
      await deleteFiles(await tasks.setPicture(subtaskId, null, routines.today()));
      changed(step.employeeId);
    },

    /** Every task, step and photo of an employee, in the transaction that deletes the employee. */
    async removeAllOfEmployee(trx: Executor, employeeId: number): Promise<() => Promise<void>> {
      const keys = await tasks.deleteAllOfEmployee(trx, employeeId);
      return async () => {
        await deleteFiles(keys);
        changed(employeeId);
      };
    },

    async listPhotos(principal: Principal, filter: { taskId?: number; employeeId?: number }): Promise<Photo[]> {
      if (filter.taskId !== undefined) {
        await access.ensureReachable(principal, await tasks.taskOwnership(filter.taskId), 'task');
        return (await tasks.listPhotos({ taskId: filter.taskId })).map(link);
      }
      const employeeId = filter.employeeId!;
      await access.ensureReachable(principal, await employeeOwnership(employeeId), 'employee');
      return (await tasks.listPhotos({ employeeId })).map(link);
    },
  };
  return service;
}

export type TasksService = ReturnType<typeof createTasksService>;
