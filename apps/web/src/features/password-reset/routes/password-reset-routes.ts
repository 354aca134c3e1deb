/**
 * Both screens of a forgotten password in one file to load: they are small, a manager who needs one soon
 * needs the other, and one chunk costs the login route's script one file name instead of several.
 */
export { ForgotPasswordRoute } from './forgot-password-route';
export { NewPasswordRoute } from './new-password-route';
