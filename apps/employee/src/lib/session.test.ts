import { describe, expect, it } from 'vitest';
import { parseSession, toStoredSession } from './session';

const employee = { id: 7, name: 'Harun', surname: 'Čehajić', kidMale: true, managerId: 2, jwtToken: 'a.b.c' };

describe('session', () => {
  it('reads back what it stored', () => {
    expect(parseSession(JSON.stringify(toStoredSession(employee)))).toEqual(employee);
  });

  it('stores only the known fields', () => {
    const answer = { ...employee, email: 'h@example.com', qualities: 'strpljiv', password: 'x' };
    expect(toStoredSession(answer)).toEqual(employee);
  });

  it.each([null, '', 'not json', '[]', '{"id":"7"}', JSON.stringify({ ...employee, jwtToken: '' })])(
    'treats %s as no session',
    (raw) => {
      expect(parseSession(raw)).toBeNull();
    },
  );
});
