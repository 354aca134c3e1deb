/** Rules about free text that the server's schemas and the browsers' forms share (no zod). */

/** Control characters (NUL included: PostgreSQL refuses it in text) make no sense in a one-line field. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** In free text, line breaks and tabs are fine; the other control characters are not. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
