import type { Employee } from '@plan-dan/contract';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_TABS, tabsFor } from './tabs';

const employee = (role: Employee['role']): Employee => ({
  id: 3,
  name: 'Dino',
  surname: 'Babić',
  email: 'dino@example.com',
  kidMale: true,
  dateOfBirth: '2002-02-02',
  qualities: null,
  preferences: null,
  special: null,
  managerId: 1,
  emailLoginAllowed: true,
  role,
  ownerName: 'Ana Kovačević',
  consentGivenAt: null,
});

describe('tabsFor', () => {
  it('gives the owner every tab', () => {
    expect(tabsFor(employee('owner'))).toEqual(EMPLOYEE_TABS);
  });

  it('leaves out the phone app (its QR code logs in as the employee) for a helper, keeping the order', () => {
    expect(tabsFor(employee('helper'))).toEqual(['detalji', 'zadaci', 'kalendar', 'statistika']);
  });
});
