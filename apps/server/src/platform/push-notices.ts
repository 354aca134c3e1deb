/**
 * What happened that someone may want a push notification about. Features tell it after their change
 * is committed; the push module (wired in app.ts) decides who gets what and sends it in the background,
 * so telling never slows the request and never fails it.
 */
export type PushNotice =
  | { kind: 'task'; taskId: number }
  | { kind: 'stepDecided'; stepId: number; approved: boolean; reason?: string | null }
  | { kind: 'photo'; stepId: number }
  | { kind: 'taskDone'; taskId: number }
  | { kind: 'material'; materialId: number }
  | { kind: 'message'; messageId: number };

export type PushNotices = (notice: PushNotice) => void;

/** For features built without push (unit tests of one module). */
export const noPushNotices: PushNotices = () => undefined;
