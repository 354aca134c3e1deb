import { describe, expect, it } from 'vitest';
import { managerNameOf } from './get-manager-name';

describe('managerNameOf', () => {
  it("is the manager's name as the server sends it", () => {
    expect(managerNameOf({ managerName: 'Amra Voditeljica' })).toBe('Amra Voditeljica');
  });

  it('is null when an older server leaves the name out, or sends none', () => {
    expect(managerNameOf({})).toBeNull();
    expect(managerNameOf({ managerName: '  ' })).toBeNull();
  });
});
