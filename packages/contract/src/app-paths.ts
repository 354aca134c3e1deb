/**
 * Where the two browser apps live and the addresses of the screens opened from outside an app (a push
 * notification, the QR code), written once: the server's notifications, both apps' routers and their links
 * use them. No zod and no React, so a browser imports it as '@plan-dan/contract/app-paths'.
 */

/** The manager's app. With the trailing slash: its home is /plan-dan/, the server's canonical address. */
export const WEB_BASE = '/plan-dan/';
/** The phone app. With the trailing slash: its home is /plan-dan/m/, inside the service worker's scope, so it opens offline. */
export const PHONE_BASE = '/plan-dan/m/';

// The phone's screens: each segment once, for both the router's patterns and the links.
const PHONE_LOGIN = 'prijava';
const PHONE_TASK = 'zadatak';
const PHONE_PROGRESS = 'napredak';
const PHONE_MATERIALS = 'upute';
const PHONE_CHAT = 'poruke';
const PHONE_ME = 'ja';

/** The phone router's patterns, below its base. */
export const phoneScreens = {
  login: PHONE_LOGIN,
  task: `${PHONE_TASK}/:taskId`,
  progress: PHONE_PROGRESS,
  materials: PHONE_MATERIALS,
  chat: PHONE_CHAT,
  me: PHONE_ME,
} as const;

/** The phone's screens as the app's links and navigation name them (inside the router's base). */
export const phonePaths = {
  home: '/',
  login: `/${PHONE_LOGIN}`,
  task: (taskId: number) => `/${PHONE_TASK}/${taskId}`,
  progress: `/${PHONE_PROGRESS}`,
  materials: `/${PHONE_MATERIALS}`,
  chat: `/${PHONE_CHAT}`,
  /** 'Ja': whose phone this is, the manager's name, and the logout, away from the bar's reach. */
  me: `/${PHONE_ME}`,
} as const;

/** A phone screen's address on the origin, as a notification opens it: phoneUrl(phonePaths.chat) is /plan-dan/m/poruke. */
export const phoneUrl = (path: string) => `${PHONE_BASE}${path.replace(/^\//, '')}`;

/** The link the QR code encodes; the phone's camera opens it and the app logs in. */
export const phoneLoginPath = (code: string) => `${phoneUrl(phonePaths.login)}?kod=${encodeURIComponent(code)}`;

/** The manager's employee page's tabs in order; each key is also the last part of the address (/employee/7/zadaci). */
export const EMPLOYEE_TABS = ['detalji', 'zadaci', 'kalendar', 'mobilna-aplikacija', 'statistika', 'privatnost'] as const;
export type EmployeeTabKey = (typeof EMPLOYEE_TABS)[number];
/** The tab at the employee's own address. */
export const DEFAULT_EMPLOYEE_TAB: EmployeeTabKey = 'detalji';

const WEB_EMPLOYEE = 'employee';
const WEB_CHAT = 'chat';
const WEB_FORGOT_PASSWORD = 'zaboravljena-lozinka';
const WEB_NEW_PASSWORD = 'nova-lozinka';

/** The manager router's patterns (below its base) of the screens opened from outside the app. */
export const webScreens = {
  employee: `${WEB_EMPLOYEE}/:id/:tab?`,
  chat: `${WEB_CHAT}/:employeeId?`,
  /** 'Zaboravili ste lozinku?': the form that asks for the e-mail with a reset link. */
  forgotPassword: WEB_FORGOT_PASSWORD,
  /** The reset link's screen (`?token=`): a new password. */
  newPassword: WEB_NEW_PASSWORD,
} as const;

/** The manager's screens as the app's links name them (inside the router's base). */
export const webPaths = {
  /** An employee's tab; the default tab lives at the employee's own address. */
  employee: (employeeId: number, tab: EmployeeTabKey = DEFAULT_EMPLOYEE_TAB) =>
    tab === DEFAULT_EMPLOYEE_TAB ? `/${WEB_EMPLOYEE}/${employeeId}` : `/${WEB_EMPLOYEE}/${employeeId}/${tab}`,
  /** Razgovori, or the conversation with one employee. */
  chat: (employeeId?: number) => (employeeId === undefined ? `/${WEB_CHAT}` : `/${WEB_CHAT}/${employeeId}`),
  forgotPassword: `/${WEB_FORGOT_PASSWORD}`,
  newPassword: `/${WEB_NEW_PASSWORD}`,
} as const;

/** A manager's screen's address on the origin, as a notification opens it: /plan-dan/chat/7. */
export const webUrl = (path: string) => `${WEB_BASE}${path.replace(/^\//, '')}`;

/** The password-reset e-mail's link, below the origin: /plan-dan/nova-lozinka?token=… */
export const newPasswordPath = (token: string) => `${webUrl(WEB_NEW_PASSWORD)}?token=${encodeURIComponent(token)}`;
