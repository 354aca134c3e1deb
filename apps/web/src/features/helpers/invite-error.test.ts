import { describe, expect, it } from 'vitest';
import { hr } from '@/i18n/hr';
import { hrHelpers } from '@/i18n/hr-helpers';
import { toApiError } from '@/lib/api-client';
import { inviteError } from './invite-error';

const refused = (status: number, code: string, fields?: Record<string, string>) =>
  toApiError(status, { error: { code, message: 'x', ...(fields ? { fields } : {}) } });

describe('inviteError', () => {
  it('says in words why an invitation was refused', () => {
    expect(inviteError(refused(404, 'not_found', { login: 'unknown_manager' }))).toBe(hrHelpers.unknownManager);
    expect(inviteError(refused(409, 'already_helper', { login: 'already_helper' }))).toBe(hrHelpers.alreadyHelper);
    expect(inviteError(refused(409, 'helper_is_owner', { login: 'helper_is_owner' }))).toBe(hrHelpers.helperIsOwner);
    expect(inviteError(refused(403, 'forbidden'))).toBe(hrHelpers.onlyOwner);
    expect(inviteError(refused(400, 'validation_failed', { login: 'control_characters' }))).toBe(hrHelpers.loginInvalid);
  });

  it('falls back to the general message for anything else', () => {
    // A 404 without the field: the employee itself is gone, not the manager.
    expect(inviteError(refused(404, 'not_found'))).toBe(hr.app.genericError);
    expect(inviteError(refused(500, 'internal_error'))).toBe(hr.app.genericError);
    expect(inviteError(new Error('offline'))).toBe(hr.app.genericError);
  });
});
