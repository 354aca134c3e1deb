import { describe, expect, it } from 'vitest';
import { EMPLOYEE_TABS, newPasswordPath, phoneLoginPath, phonePaths, phoneScreens, phoneUrl, webPaths, webScreens, webUrl } from './app-paths.ts';

describe('the phone app', () => {
  it("names the addresses a notification opens, on the origin and inside the app's router", () => {
    expect(phoneUrl(phonePaths.task(42))).toBe('/plan-dan/m/zadatak/42');
    expect(phoneUrl(phonePaths.chat)).toBe('/plan-dan/m/poruke');
    expect(phoneUrl(phonePaths.materials)).toBe('/plan-dan/m/upute');
    expect(phoneUrl(phonePaths.home)).toBe('/plan-dan/m/');
    expect(phonePaths.task(42)).toBe('/zadatak/42');
    expect(phonePaths.progress).toBe('/napredak');
  });

  it("gives the router patterns that the links' addresses match", () => {
    expect(`/${phoneScreens.task.replace(':taskId', '42')}`).toBe(phonePaths.task(42));
    for (const key of ['login', 'progress', 'materials', 'chat'] as const) expect(`/${phoneScreens[key]}`).toBe(phonePaths[key]);
  });

  it('puts the QR code in the login link, encoded', () => {
    expect(phoneLoginPath('abc_-9')).toBe('/plan-dan/m/prijava?kod=abc_-9');
    expect(phoneLoginPath('a b')).toBe('/plan-dan/m/prijava?kod=a%20b');
  });
});

describe("the manager's app", () => {
  it('names the employee tab and conversation a notification opens', () => {
    expect(webUrl(webPaths.employee(7, 'zadaci'))).toBe('/plan-dan/employee/7/zadaci');
    expect(webUrl(webPaths.chat(7))).toBe('/plan-dan/chat/7');
    expect(webPaths.chat()).toBe('/chat');
  });

  it("keeps the default tab at the employee's own address", () => {
    expect(webPaths.employee(7)).toBe('/employee/7');
    expect(webPaths.employee(7, 'detalji')).toBe('/employee/7');
    expect(EMPLOYEE_TABS.map((tab) => webPaths.employee(7, tab))).toEqual([
      '/employee/7',
      '/employee/7/zadaci',
      '/employee/7/kalendar',
      '/employee/7/mobilna-aplikacija',
      '/employee/7/statistika',
      '/employee/7/privatnost',
    ]);
    expect(webScreens).toEqual({
      employee: 'employee/:id/:tab?',
      chat: 'chat/:employeeId?',
      forgotPassword: 'zaboravljena-lozinka',
      newPassword: 'nova-lozinka',
    });
  });

  it("gives the reset mail's link, the token encoded, and the reset screens' links their router patterns", () => {
    expect(newPasswordPath('abc_-9')).toBe('/plan-dan/nova-lozinka?token=abc_-9');
    expect(newPasswordPath('a b')).toBe('/plan-dan/nova-lozinka?token=a%20b');
    expect(webPaths.forgotPassword).toBe(`/${webScreens.forgotPassword}`);
    expect(webPaths.newPassword).toBe(`/${webScreens.newPassword}`);
  });
});
