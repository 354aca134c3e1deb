import { expect, test, type Page } from '@playwright/test';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneTestData, sarajevoToday } from '../page-models/phone-test-data';

test.use(PHONE);

const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test("the phone takes the manager's font, size and colours, and keeps card text readable", async ({ page, request }) => {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Nina', kidMale: false });
  await manager.createTask(employee.id, { taskName: 'Prioritetni posao', priority: true, subtasks: [{ description: 'Korak jedan' }] });
  await manager.createTask(employee.id, { taskName: 'Obični posao' });
  const phone = new PhoneApp(page);
  const taskStreams: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/task-events/')) taskStreams.push(request.url());
  });
  // The server has subscribed the stream once it answers: a look saved after that is sent on it.
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/v1/task-events/${employee.id}`);
  await phone.loginWithCode(await manager.loginCode(employee.id), 'Nina');
  expect((await streamOpen).status()).toBe(200);

  // The defaults of a new employee.
  expect(await style(page, 'body', 'font-family')).toMatch(/^"Palatino Linotype", Palatino, "Book Antiqua"/);
  expect(await style(page, 'body', 'font-size')).toBe('22px');
  expect(await style(page, 'body', 'background-color')).toBe('rgb(245, 255, 250)');
  expect(await style(page, 'body', 'color')).toBe('rgb(20, 20, 20)');

  await manager.updateLook(employee.id, {
    font: 'Courier New',
    fontSize: 26,
    colorForFont: '#000080',
    colorForBackground: '#FFF8DC',
    colorOfPriorityTask: '#1F4F82',
    colorOfNormalTask: '#FFD700',
    colorForSubtask: '#2E8B57',
    colorForProgress: '#800080',
  });
  // The phone is left open as it is: the look arrives on its task stream, without a reload or a return to the app.
  await expect.poll(() => style(page, 'body', 'font-family')).toMatch(/^"Courier New", Courier/);
  expect(await style(page, 'body', 'font-size')).toBe('26px');
  expect(await style(page, 'body', 'background-color')).toBe('rgb(255, 248, 220)');
  expect(await style(page, 'body', 'color')).toBe('rgb(0, 0, 128)');
  expect(Number.parseFloat(await style(page, 'h1', 'font-size'))).toBeGreaterThan(26);

  const priorityCard = phone.taskCard('Prioritetni posao');
  const normalCard = phone.taskCard('Obični posao');
  await expect(priorityCard).toHaveCSS('background-color', 'rgb(31, 79, 130)');
  // Dark card: white text instead of the navy text colour, which would not read on it.
  await expect(priorityCard).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(normalCard).toHaveCSS('background-color', 'rgb(255, 215, 0)');
  // Navy reads well on gold: the manager's text colour stays.
  await expect(normalCard).toHaveCSS('color', 'rgb(0, 0, 128)');
  await expect(priorityCard.locator('[role="progressbar"] > div')).toHaveCSS('background-color', 'rgb(128, 0, 128)');

  await phone.openTask('Prioritetni posao');
  await expect(phone.step('Korak jedan')).toHaveCSS('background-color', 'rgb(46, 139, 87)');
  // The look came on the one task stream the phone keeps, not on a second connection.
  expect(taskStreams).toHaveLength(1);

  // The look stays after a restart, also before the settings are fetched again.
  await page.reload();
  await expect.poll(() => style(page, 'body', 'background-color')).toBe('rgb(255, 248, 220)');
});

test('at font size 32 nothing overflows the 360 px screen and every touch target is at least 48 px', async ({ page, request }) => {
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Maksimilijan' });
  await manager.updateLook(employee.id, { fontSize: 32 });
  const yesterday = sarajevoToday(new Date(Date.now() - 24 * 60 * 60 * 1000));
  await manager.createTask(employee.id, {
    taskName: 'Kućni poslovi i pospremanje dnevne sobe nakon rođendanske proslave',
    description: 'Dnevnu sobu treba pospremiti: skupiti papiriće, baloneiukrasneslavljeničkeukrase i usisati tepih.',
    priority: true,
    dueDate: yesterday,
    subtasks: [
      { description: 'Skupiti papiriće sa stola i poda' },
      { description: 'Usisati tepih u dnevnoj sobi', needPhoto: true },
    ],
  });
  await manager.createTask(employee.id, { taskName: 'Zabaviti se', subtasks: [{ description: 'Igrati igrice' }] });
  const done = await manager.createTask(employee.id, { taskName: 'Nahraniti mačku' });
  const phone = new PhoneApp(page);
  await phone.loginWithCode(await manager.loginCode(employee.id), 'Maksimilijan');
  await expect.poll(() => style(page, 'body', 'font-size')).toBe('32px');

  const check = async (screen: string) => {
    expect(await phone.horizontalOverflow(), screen).toEqual([]);
    const small = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('button, a, label, input:not([type="checkbox"]):not([type="file"])'))
        .filter((element) => element.getClientRects().length > 0 && !element.closest('h2, h3'))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 47.5 || box.width < 47.5)
        .map(({ element, box }) => `${element.tagName} "${element.textContent?.trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small, screen).toEqual([]);
  };

  await check('home');
  await phone.openTask('Kućni poslovi i pospremanje dnevne sobe nakon rođendanske proslave');
  await check('task before start');
  await phone.startButton.click();
  await phone.stepCheckbox('Skupiti papiriće sa stola i poda').check();
  await phone.takePhoto('Usisati tepih u dnevnoj sobi', 'e2e/fixtures/phone-step-photo.jpg');
  await check('photo preview');
  await phone.confirmPhoto('Usisati tepih u dnevnoj sobi');
  await check('waiting for review');

  // A finished task for 'Napredak'.
  const start = await request.put(`/api/v1/task/start/${done.id}`, { headers: { Authorization: `Bearer ${await employeeToken(page)}` } });
  expect(start.status()).toBe(200);
  const finish = await request.put(`/api/v1/task/finish/${done.id}`, { headers: { Authorization: `Bearer ${await employeeToken(page)}` } });
  expect(finish.status()).toBe(200);
  await phone.goToProgress();
  await check('progress');

  await phone.openLogoutDialog();
  await check('logout dialog');
  await page.getByRole('button', { name: 'Ne', exact: true }).click();
});

async function employeeToken(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('planDan.employee')!) as { jwtToken: string }).jwtToken);
}
