import { expectNoAxeViolations } from '../fixtures/axe';
import { registerManagerViaApi } from '../fixtures/api';
import { buildManager, sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { ChatPage } from '../page-models/chat-page';
import { EmployeePage } from '../page-models/employee-page';
import { EmployeesPage } from '../page-models/employees-page';
import { HelpersSection } from '../page-models/helpers-section';
import { LoginPage } from '../page-models/login-page';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneChat } from '../page-models/phone-chat';
import { TasksTab } from '../page-models/tasks-tab';

const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

test.describe('more than one supervisor', () => {
  // The owner's browser is the test's own page; the helper and the phone are contexts of their own.
  test.use(DESKTOP);

  test('the owner invites a helper, who manages the tasks and chats under their own name, until the owner removes them', async ({
    page,
    browser,
    request,
    loggedInManager,
    managerApi,
    employeePage,
  }) => {
    test.setTimeout(180_000);
    const employee = await managerApi.createEmployee({ name: 'Dino', surname: 'Babić' });
    const helperData = buildManager({ name: 'Iva', surname: 'Pomoćnica' });
    const helperAccount = await registerManagerViaApi(request, helperData);
    const ownerName = `${loggedInManager.name} ${loggedInManager.surname}`;
    const ownerHelpers = new HelpersSection(page);

    await test.step("the owner's Detalji has 'Pomagači': an unknown login is refused in words, a known one is invited", async () => {
      await employeePage.goto(employee.id);
      await expect(employeePage.heading('Dino Babić')).toBeVisible();
      await expect(ownerHelpers.none).toBeVisible();
      await ownerHelpers.invite('nepostojeci.voditelj@example.test');
      await expect(ownerHelpers.login).toHaveAccessibleDescription(/Nema voditelja s tim korisničkim imenom ili e-mailom/);
      await ownerHelpers.invite(helperAccount.username);
      await expect(employeePage.toast('Pomagač je dodan: Iva Pomoćnica.')).toBeVisible();
      await expect(ownerHelpers.helper('Iva Pomoćnica')).toContainText(helperAccount.username);
      await expect(ownerHelpers.login).toHaveValue('');
      await expectNoAxeViolations(page, "the owner's Detalji with a helper");
    });

    const helperContext = await browser.newContext(DESKTOP);
    const helperPage = await helperContext.newPage();
    const helperEmployees = new EmployeesPage(helperPage);
    const helperEmployee = new EmployeePage(helperPage);
    const helperTasks = new TasksTab(helperPage);

    await test.step('the helper logs in and finds the employee marked as helped, with the owner named', async () => {
      await new LoginPage(helperPage).goto();
      await new LoginPage(helperPage).login(helperData.email, helperData.password);
      await expect(helperEmployees.heading).toBeVisible();
      const card = helperEmployees.card('Dino Babić');
      await expect(card).toContainText('Pomagač');
      await expect(card).toContainText(`Vlasnik: ${ownerName}`);
      // Deleting is the owner's: no menu.
      await expect(card.getByRole('button', { name: 'Opcije: Dino Babić' })).toHaveCount(0);
      await expectNoAxeViolations(helperPage, "the helper's employee list");
      await helperEmployees.open('Dino Babić');
      await expect(helperEmployee.heading('Dino Babić')).toBeVisible();
      await expect(helperEmployee.tab('Mobilna aplikacija')).toHaveCount(0);
      await expect(helperEmployee.editButton).toHaveCount(0);
      await expect(helperEmployee.page.getByText(`Pomažete vlasniku (${ownerName})`)).toBeVisible();
      await expect(new HelpersSection(helperPage).login).toHaveCount(0);
      await expect(new HelpersSection(helperPage).leaveButton).toBeVisible();
    });

    await test.step('the helper adds a task, and the owner sees it', async () => {
      await helperEmployee.openTab('Zadaci');
      await helperTasks.createTask({
        taskName: 'Zaliti cvijeće',
        description: 'Cvijeće na prozoru u hodniku.',
        dueDate: sarajevoDay(1),
        dueTime: '11:00',
        steps: [{ description: 'Napuniti kantu' }],
      });
      // Due tomorrow: 'Sutra' (kept in the address).
      await helperTasks.showView('Sutra');
      await expect(helperTasks.card('normal', 'Zaliti cvijeće').title).toBeVisible();
      await expectNoAxeViolations(helperPage, "the helper's Zadaci");
      const ownerTasks = new TasksTab(page);
      await employeePage.openTab('Zadaci');
      await ownerTasks.showView('Sutra');
      await expect(ownerTasks.card('normal', 'Zaliti cvijeće').title).toBeVisible();
    });

    const phoneContext = await browser.newContext(PHONE);
    const phone = new PhoneApp(await phoneContext.newPage());
    const phoneChat = new PhoneChat(phone.page);

    await test.step('the chat shows who wrote each message: the owner, the manager app and the phone name the helper', async () => {
      await phone.loginWithCode(await managerApi.loginCode(employee.id), 'Dino');
      const helperChat = new ChatPage(helperPage);
      await helperChat.goto(employee.id);
      await expect(helperChat.conversationName).toHaveText('Dino Babić');
      await helperChat.send('Dino, ja sam Iva i danas pomažem.');
      await expect(helperChat.message('Dino, ja sam Iva i danas pomažem.')).toContainText('Iva Pomoćnica');
      const ownerChat = new ChatPage(page);
      await ownerChat.goto(employee.id);
      await expect(ownerChat.message('Dino, ja sam Iva i danas pomažem.')).toContainText('Iva Pomoćnica');
      await ownerChat.send('I ja sam tu.');
      await expect(helperChat.message('I ja sam tu.')).toContainText(ownerName);
      await phoneChat.open();
      await expect(phoneChat.message('Dino, ja sam Iva i danas pomažem.')).toContainText('Iva Pomoćnica');
      await expect(phoneChat.message('I ja sam tu.')).toContainText(ownerName);
      await phoneChat.send('Hvala vam obje!');
      await expect(helperChat.message('Hvala vam obje!')).toBeVisible();
      await expect(ownerChat.message('Hvala vam obje!')).toBeVisible();
      await expectNoAxeViolations(helperPage, "the helper's conversation");
    });

    await test.step('the owner removes the helper after a question; the helper reaches the employee no more, at once', async () => {
      // The helper is looking at the employee's tasks while it happens.
      await helperEmployee.goto(employee.id, 'zadaci');
      await helperTasks.showView('Sutra');
      await expect(helperTasks.card('normal', 'Zaliti cvijeće').title).toBeVisible();
      await employeePage.goto(employee.id);
      await ownerHelpers.remove('Iva Pomoćnica');
      await expect(employeePage.toast('Pomagač je uklonjen: Iva Pomoćnica.')).toBeVisible();
      await expect(ownerHelpers.none).toBeVisible();
      // Without a reload: the task stream ends, and the page learns the employee is out of reach.
      await expect(helperEmployee.notFoundHeading).toBeVisible();
      await expect(helperTasks.card('normal', 'Zaliti cvijeće').title).toHaveCount(0);
      await helperEmployee.goto(employee.id);
      await expect(helperEmployee.notFoundHeading).toBeVisible();
      await helperEmployees.goto();
      await expect(helperEmployees.card('Dino Babić')).toHaveCount(0);
    });

    await test.step("at a phone's width (390 px) both sides stay usable and accessible", async () => {
      await ownerHelpers.invite(helperAccount.username);
      await expect(ownerHelpers.helper('Iva Pomoćnica')).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(ownerHelpers.inviteButton).toBeVisible();
      await expectNoAxeViolations(page, "the owner's Pomagači at 390 px");
      await helperPage.setViewportSize({ width: 390, height: 844 });
      await helperEmployees.goto();
      await expect(helperEmployees.card('Dino Babić')).toContainText('Pomagač');
      await expectNoAxeViolations(helperPage, "the helper's list at 390 px");
      await helperEmployees.open('Dino Babić');
      await expect(new HelpersSection(helperPage).leaveButton).toBeVisible();
      await expectNoAxeViolations(helperPage, "the helper's Detalji at 390 px");
    });

    await test.step('the helper may stop helping, after a question', async () => {
      const helperSection = new HelpersSection(helperPage);
      await helperSection.leaveButton.click();
      const dialog = helperPage.getByRole('dialog', { name: 'Prestati pomagati?' });
      await dialog.getByRole('button', { name: 'Prestani pomagati' }).click();
      await expect(helperEmployees.heading).toBeVisible();
      await expect(helperEmployees.card('Dino Babić')).toHaveCount(0);
      await page.reload();
      await expect(ownerHelpers.none).toBeVisible();
    });

    await phoneContext.close();
    await helperContext.close();
  });
});
