import { z } from 'zod';
import { EMPLOYEE_ROLES, MAX_NOTE_LENGTH } from './constants.ts';
import { booleanSchema, dateOfBirthSchema, emailSchema, idSchema, nameSchema, optionalTextSchema, passwordSchema } from './common.ts';

const noteSchema = optionalTextSchema(MAX_NOTE_LENGTH);

/** The employee's own profile (what the phone gets at login). */
export const employeeProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  kidMale: z.boolean(),
  dateOfBirth: z.string(),
  qualities: z.string().nullable(),
  preferences: z.string().nullable(),
  special: z.string().nullable(),
  managerId: z.number().int(),
  /** The manager can allow the phone to log in only by the QR code. */
  emailLoginAllowed: z.boolean(),
});
export type EmployeeProfile = z.infer<typeof employeeProfileSchema>;

/** An employee as a manager sees them: also whether the caller is their owner or a helper, and the owner's name. */
export const employeeSchema = employeeProfileSchema.extend({
  /** 'owner': the manager who added them (everything); 'helper': invited by the owner (tasks, reviews, statistics, chat). */
  role: z.enum(EMPLOYEE_ROLES),
  /** The owner's name, 'Ime Prezime'. */
  ownerName: z.string(),
  /**
   * ISO timestamp: when the owner confirmed having consent to keep this person's data (issue 35); null when
   * not recorded (an employee added by a client that does not ask for it: the page offers to record it).
   */
  consentGivenAt: z.string().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;
export type EmployeeRole = Employee['role'];

export const employeeListSchema = z.array(employeeSchema);

/** `managerId` may be sent, as the original app does, but the token decides the owner. */
export const createEmployeeRequestSchema = z.object({
  name: nameSchema,
  surname: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  kidMale: booleanSchema,
  dateOfBirth: dateOfBirthSchema,
  qualities: noteSchema,
  preferences: noteSchema,
  special: noteSchema,
  /** The manager confirms having consent to keep the person's data; its time is stored. Optional for older clients. */
  consentGiven: booleanSchema.optional(),
});
export type CreateEmployeeRequest = z.input<typeof createEmployeeRequestSchema>;
/** What the server holds after validation: blank notes are null. */
export type CreateEmployeeData = z.output<typeof createEmployeeRequestSchema>;

export const updateEmployeeRequestSchema = createEmployeeRequestSchema.omit({ email: true, password: true, consentGiven: true });

/** Records the consent later, for an employee added without it; only `true` records (it is never withdrawn here). */
export const recordConsentRequestSchema = z.object({ consentGiven: z.literal(true) });
export type UpdateEmployeeRequest = z.input<typeof updateEmployeeRequestSchema>;
export type UpdateEmployeeData = z.output<typeof updateEmployeeRequestSchema>;

export const managerIdParamsSchema = z.object({ managerId: idSchema });

/** The manager sets a new password for the employee's e-mail login; the employee's sessions end. */
export const setEmployeePasswordRequestSchema = z.object({ password: passwordSchema });

/** Allow or block the employee's e-mail login; blocking ends the employee's sessions. */
export const setEmailLoginRequestSchema = z.object({ allowed: booleanSchema });

export const loggedInEmployeeSchema = employeeProfileSchema.extend({ jwtToken: z.string() });
export type LoggedInEmployee = z.infer<typeof loggedInEmployeeSchema>;
