import { expectNoAxeViolations } from '../fixtures/axe';
import { enGbDate, sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';

const FEED_LINK = /^http:\/\/localhost:\d+\/api\/v1\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/;

test.describe('Kalendar u drugim aplikacijama', () => {
  test('the manager makes a link and copies it; it answers a calendar with the task; renewing and removing ask first and end the old link', async ({
    page,
    context,
    request,
    loggedInManager,
    managerApi,
    employeePage,
    calendarFeed,
  }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const employee = await managerApi.createEmployee();
    await managerApi.createTask(employee.id, { taskName: 'Zaliti cvijeće, pa kava', dueDate: sarajevoDay(2), dueTime: '10:00' });

    await employeePage.goto(employee.id, 'kalendar');
    await expect(calendarFeed.section).toContainText('Poveznica još nije napravljena.');
    await calendarFeed.create.click();
    await expect(calendarFeed.link).toHaveValue(FEED_LINK);
    const link = await calendarFeed.link.inputValue();
    await expect(calendarFeed.section).toContainText('Poveznica se prikazuje samo sada i neće se ponovo prikazati.');

    await calendarFeed.copy.click();
    await expect(calendarFeed.section.getByRole('status')).toHaveText('Poveznica je kopirana.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // What a calendar program gets from the link, with no token: the employee's task.
    const feed = await request.get(link);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = await feed.text();
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain('SUMMARY:Zaliti cvijeće\\, pa kava\r\n');
    expect(calendar).toMatch(new RegExp(`DTSTART:${sarajevoDay(2).replaceAll('-', '')}T\\d{6}Z\r\n`));

    // 'Nova poveznica' asks first; cancelling keeps the link working.
    await calendarFeed.renew.click();
    await expect(calendarFeed.dialog).toContainText('Stara poveznica odmah prestaje raditi');
    await calendarFeed.cancel();
    await expect(calendarFeed.dialog).toHaveCount(0);
    expect((await request.get(link)).status()).toBe(200);

    await calendarFeed.renew.click();
    await calendarFeed.confirm('Napravi novu poveznicu');
    await expect(calendarFeed.dialog).toHaveCount(0);
    await expect(calendarFeed.link).toHaveValue(FEED_LINK);
    await expect(calendarFeed.link).not.toHaveValue(link);
    const renewed = await calendarFeed.link.inputValue();
    expect((await request.get(link)).status()).toBe(404);
    expect((await request.get(renewed)).status()).toBe(200);

    // The link is never shown again, only that there is one.
    await page.reload();
    await expect(calendarFeed.section).toContainText(`Poveznica postoji od ${enGbDate(sarajevoDay(0))}.`);
    await expect(calendarFeed.link).toHaveCount(0);

    await calendarFeed.remove.click();
    await expect(calendarFeed.dialog).toContainText('Poveznica prestaje raditi');
    await calendarFeed.confirm('Ukloni poveznicu');
    await expect(calendarFeed.toast('Poveznica je uklonjena.')).toBeVisible();
    await expect(calendarFeed.create).toBeVisible();
    expect((await request.get(renewed)).status()).toBe(404);
  });

  test('has no axe violations at desktop and phone widths: empty, with the link shown, and asking', async ({
    page,
    loggedInManager,
    managerApi,
    employeePage,
    calendarFeed,
  }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee();
    await employeePage.goto(employee.id, 'kalendar');
    await expect(calendarFeed.create).toBeVisible();
    await expectNoAxeViolations(page, 'calendar link, none yet (desktop)');
    await calendarFeed.create.click();
    await expect(calendarFeed.link).toHaveValue(FEED_LINK);
    await expectNoAxeViolations(page, 'calendar link shown (desktop)');

    await page.setViewportSize({ width: 360, height: 640 });
    await calendarFeed.section.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, 'calendar link shown (phone)');
    await calendarFeed.renew.click();
    await expect(calendarFeed.dialog).toBeVisible();
    await expectNoAxeViolations(page, 'renew question (phone)');
    await calendarFeed.cancel();
    await page.reload();
    await expect(calendarFeed.renew).toBeVisible();
    await expectNoAxeViolations(page, 'calendar link exists (phone)');
  });
});
