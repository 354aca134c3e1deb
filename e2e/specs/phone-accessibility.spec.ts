import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneChat } from '../page-models/phone-chat';
import { PhoneChatManager, PhoneTestData } from '../page-models/phone-test-data';

test.use(PHONE);

test('every phone screen passes axe', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Jasmin' });
  const task = await manager.createTask(employee.id, {
    taskName: 'Oprati suđe',
    description: 'Suđe treba oprati i osušiti.',
    priority: true,
    subtasks: [{ description: 'Oprati tanjire' }, { description: 'Složiti čaše', needPhoto: true }],
  });
  await manager.createTask(employee.id, { taskName: 'Prošetati psa', dueTime: '23:59' });
  const photoStep = task.subtasks.find((step) => step.needPhoto)!;
  const phone = new PhoneApp(page);

  await phone.openStart();
  await expect(phone.heading).toHaveText('Skenirajte QR kod');
  await expectNoAxeViolations(page, 'start screen');
  await page.getByRole('button', { name: 'Prijava emailom' }).click();
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByText('Upiši email.')).toBeVisible();
  await expectNoAxeViolations(page, 'e-mail login with errors');

  const other = await browser.newContext(PHONE);
  const failed = new PhoneApp(await other.newPage());
  await failed.openLoginLink('nepostojeci-kod');
  await expect(failed.heading).toHaveText('Prijava nije uspjela!');
  await expectNoAxeViolations(failed.page, 'failed code login');
  await other.close();

  await phone.openLoginLink(await manager.loginCode(employee.id));
  await expect(page.getByRole('heading', { name: 'Uspješna prijava!' })).toBeVisible();
  await expectNoAxeViolations(page, 'successful code login');

  await expect(phone.heading).toHaveText('Dobro došao Jasmin!');
  await expectNoAxeViolations(page, 'home');

  await phone.openTask('Oprati suđe');
  await expectNoAxeViolations(page, 'task before the start');
  await phone.startButton.click();
  await phone.stepCheckbox('Oprati tanjire').check();
  await phone.takePhoto('Složiti čaše', 'e2e/fixtures/phone-step-photo-2.png');
  await expectNoAxeViolations(page, 'photo preview');
  await phone.confirmPhoto('Složiti čaše');
  await expectNoAxeViolations(page, 'photo waiting for review');
  await manager.decideStep(photoStep.id, false);
  await phone.returnToApp();
  await expect(page.getByText('Potrebna je nova slika.')).toBeVisible();
  await expectNoAxeViolations(page, 'photo rejected');
  await manager.decideStep(photoStep.id, true);
  await phone.returnToApp();
  await expect(phone.finishedMoment.getByText('Zadatak je završen. Bravo!')).toBeVisible();
  await expectNoAxeViolations(page, 'task finished');
  await phone.finishedMoment.getByRole('button', { name: 'Zatvori' }).click();
  await expect(page.getByRole('main').getByText('Zadatak je završen. Bravo!')).toBeVisible();
  await expectNoAxeViolations(page, 'task finished, the Bravo closed');

  await phone.goToProgress();
  await expectNoAxeViolations(page, 'progress');

  await phone.goToMe();
  await expectNoAxeViolations(page, 'Ja');
  await phone.logoutButton.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'logout dialog');
  await page.getByRole('button', { name: 'Ne', exact: true }).click();

  // The last task done: the celebration.
  const walk = (await manager.tasks(employee.id)).find((candidate) => candidate.taskName === 'Prošetati psa')!;
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('planDan.employee')!) as { jwtToken: string }).jwtToken);
  for (const action of ['start', 'finish']) {
    const response = await request.put(`/api/v1/task/${action}/${walk.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
  }
  await phone.goToTasks();
  await expect(page.getByText('Bravo Jasmin! Nemaš više zadataka za danas!')).toBeVisible();
  await expectNoAxeViolations(page, 'celebration');

  const chat = new PhoneChat(page);
  await new PhoneChatManager(request, manager.managerToken).send(employee.id, 'Bravo za suđe!');
  await expect(chat.tab).toHaveAccessibleName('Poruke (1 nova poruka)');
  await expectNoAxeViolations(page, 'unread count on Poruke');
  await chat.open();
  await chat.send('Hvala!');
  await expectNoAxeViolations(page, 'Poruke');
  await chat.helpButton.click();
  await chat.sendButton.click();
  await expect(page.getByText('Poruka za pomoć je poslana voditelju.')).toBeVisible();
  await expectNoAxeViolations(page, 'Poruke after the help call');

  await page.goto('m/nema-ove-stranice');
  await expect(phone.heading).toHaveText('Ova stranica ne postoji');
  await expectNoAxeViolations(page, 'unknown page');
});

test('the celebration stands still for anyone who asked for less motion', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Alma', kidMale: false });
  const phone = new PhoneApp(page);
  await phone.loginWithCode(await manager.loginCode(employee.id), 'Alma');
  await expect(page.getByText('Bravo Alma! Nemaš više zadataka za danas!')).toBeVisible();
  const animations = await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length);
  expect(animations).toBe(0);
});
