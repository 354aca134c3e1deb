import { z } from 'zod';
import { EMPLOYEE_ROLES } from './constants.ts';

/** One employee's day on the coach's board (Zaposlenici); every figure is counted by the server in SQL. */
export const boardEmployeeSchema = z.object({
  employeeId: z.number().int(),
  /** 'Ime Prezime'. */
  name: z.string(),
  role: z.enum(EMPLOYEE_ROLES),
  /** Today's tasks (in the app's time zone): how many are finished of how many are due today. */
  today: z.object({ done: z.number().int(), total: z.number().int() }),
  /** Steps whose photo waits for the manager's decision, over all the employee's tasks. */
  photosWaiting: z.number().int(),
  /** Unfinished tasks whose due date and time have passed. */
  late: z.number().int(),
  /**
   * Unfinished tasks nobody started whose due time passed at least the not-started margin ago (a part of
   * `late`); the managers were told of each once.
   */
  notStarted: z.number().int(),
  /** The employee's messages this manager has not read. */
  unread: z.number().int(),
  /** An SOS from the employee this manager has not read. */
  sos: z.boolean(),
});
export type BoardEmployee = z.infer<typeof boardEmployeeSchema>;

/** `GET /api/v1/board`: every employee the manager owns or helps, in the order of their employee list. */
export const boardSchema = z.object({ employees: z.array(boardEmployeeSchema) });
export type Board = z.infer<typeof boardSchema>;
