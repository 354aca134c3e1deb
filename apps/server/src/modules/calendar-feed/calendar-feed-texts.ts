/** Every text the feed puts in people's calendars (Croatian, as all visible text). */
export const calendarName = (name: string, surname: string) => `Plan dan: ${name} ${surname}`;
export const calendarDescription = 'Zadaci iz aplikacije Plan dan';
export const stepsHeading = 'Koraci:';
/** Marks before a task's name: done, then priority. */
export const DONE_MARK = '✓';
export const PRIORITY_MARK = '❗';
/** A step's line: ticked when done. */
export const stepLine = (description: string, done: boolean) => `${done ? '✓' : '☐'} ${description}`;
