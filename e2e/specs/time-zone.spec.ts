import { expect, test } from '@playwright/test';
import { startOwnServer, type OwnServer } from '../fixtures/own-server';
import { zonedMoment } from '../fixtures/test-data';
import { EmployeesPage } from '../page-models/employees-page';
import { LoginPage } from '../page-models/login-page';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneTestData } from '../page-models/phone-test-data';

/**
 * The server's zone (APP_TIMEZONE) decides "today" and deadlines in both apps, not the browser's.
 * UTC+14 against UTC−11: the two are 25 hours apart, so their dates always differ.
 */
const SERVER_ZONE = 'Pacific/Kiritimati';
const BROWSER_ZONE = 'Pacific/Pago_Pago';

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer({ APP_TIMEZONE: SERVER_ZONE });
});
test.afterAll(async () => server?.stop());

const shortDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}.${month}.${year}.`;
};

test("the phone's today, its late note and the manager's late mark follow the server's zone", async ({ browser, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server.origin });
  const data = await PhoneTestData.create(request);
  const employee = await data.createEmployee({ name: 'Lejla', kidMale: false });
  const serverNow = zonedMoment(0, SERVER_ZONE);
  const browserNow = zonedMoment(0, BROWSER_ZONE);
  expect(serverNow.date > browserNow.date).toBe(true);
  test.skip(serverNow.time >= '23:58', 'the last minutes of the day have no later deadline on the same day');
  // Passed two minutes ago on the server's clock: still days ahead on the browser's.
  const passed = zonedMoment(-2, SERVER_ZONE);
  await data.createTask(employee.id, { taskName: 'Odnijeti pošiljku', dueDate: passed.date, dueTime: passed.time, priority: true });
  await data.createTask(employee.id, { taskName: 'Zaliti cvijeće', dueDate: serverNow.date, dueTime: '23:59', priority: true });

  const phoneContext = await browser.newContext({ ...PHONE, timezoneId: BROWSER_ZONE, baseURL: `${server.origin}/plan-dan/` });
  const phonePage = await phoneContext.newPage();
  const phone = new PhoneApp(phonePage);
  await phone.loginWithCode(await data.loginCode(employee.id), 'Lejla');
  await expect(phonePage.getByText(shortDate(serverNow.date))).toBeVisible();
  const lateCard = phone.taskCard('Odnijeti pošiljku');
  const laterCard = phone.taskCard('Zaliti cvijeće');
  // Both are due today for the server (the time alone is shown); for the browser they lie days ahead.
  await expect(laterCard).toContainText('Rok izvršavanja: 23:59');
  await expect(lateCard).toContainText('Rok prošao');
  await expect(laterCard).not.toContainText('Rok prošao');
  await phoneContext.close();

  const managerContext = await browser.newContext({ timezoneId: BROWSER_ZONE, baseURL: `${server.origin}/plan-dan/` });
  const managerPage = await managerContext.newPage();
  const loginPage = new LoginPage(managerPage);
  await loginPage.goto();
  await loginPage.login(data.managerLogin.email, data.managerLogin.password);
  await expect(new EmployeesPage(managerPage).heading).toBeVisible();
  await managerPage.goto(`employee/${employee.id}/zadaci`);
  const lateTask = managerPage.getByRole('article', { name: 'Odnijeti pošiljku' });
  const laterTask = managerPage.getByRole('article', { name: 'Zaliti cvijeće' });
  await expect(lateTask).toContainText('rok prošao');
  await expect(laterTask).toBeVisible();
  await expect(laterTask).not.toContainText('rok prošao');

  // Kalendar marks the server's today.
  await managerPage.goto(`employee/${employee.id}/kalendar`);
  await expect(managerPage.locator('[aria-current="date"]')).toHaveAttribute('id', `calendar-day-${serverNow.date}`);
  await managerContext.close();
  await request.dispose();
});
