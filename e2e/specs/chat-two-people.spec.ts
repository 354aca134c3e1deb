import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { ChatPage } from '../page-models/chat-page';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneChat } from '../page-models/phone-chat';

test.describe('the manager and the employee chat together', () => {
  // The manager's browser is the test's own page (desktop); the phone is a context of its own.
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a message each way, a quick reply and an SOS go between Razgovori and the phone's Poruke, live", async ({
    page,
    browser,
    loggedInManager,
    managerApi,
    employeesPage,
  }) => {
    test.setTimeout(120_000);
    const employee = await managerApi.createEmployee({ name: 'Lejla', surname: 'Žerić' });
    const chat = new ChatPage(page);
    await chat.goto(employee.id);
    await expect(chat.conversationName).toHaveText('Lejla Žerić');

    const phoneContext = await browser.newContext(PHONE);
    const phone = new PhoneApp(await phoneContext.newPage());
    const phoneChat = new PhoneChat(phone.page);
    await phone.loginWithCode(await managerApi.loginCode(employee.id), 'Lejla');

    await test.step("the manager's message reaches the phone without a reload, counted on the tab", async () => {
      await chat.send('Dobro jutro, Lejla! Danas slažemo police.');
      await expect(chat.message('Dobro jutro, Lejla! Danas slažemo police.')).toContainText(loggedInManager.name);
      await expect(phoneChat.tab).toHaveAccessibleName(/1/);
      await phoneChat.open();
      await expect(phoneChat.message('Dobro jutro, Lejla! Danas slažemo police.')).toContainText(loggedInManager.name);
      await expect(phoneChat.tab).toHaveAccessibleName('Poruke');
    });

    await test.step("the employee's answer and a quick reply reach the manager's open conversation", async () => {
      await phoneChat.send('Dobro jutro! Stižem.');
      await expect(chat.message('Dobro jutro! Stižem.')).toBeVisible();
      await phoneChat.quickReply('Gotovo sam').click();
      await expect(chat.message('Gotovo sam')).toBeVisible();
      // Each message once on both sides.
      await expect(chat.messages).toHaveCount(3);
      await expect(phoneChat.messages).toHaveCount(3);
    });

    await test.step('an SOS from the phone reaches the manager on another screen and leads to the conversation', async () => {
      await employeesPage.goto();
      await phone.goToTasks();
      await phoneChat.helpButton.click();
      await expect(phoneChat.field).toHaveValue('SOS: POMOĆ POTREBNA!');
      await phoneChat.sendButton.click();
      const alert = page.getByRole('alert').filter({ hasText: 'SOS: Lejla Žerić treba pomoć!' });
      await expect(alert).toBeVisible();
      await expectNoAxeViolations(page, 'the employee list with the SOS alert');
      await alert.getByRole('link', { name: /^Otvori razgovor/ }).click();
      await expect(chat.conversationName).toHaveText('Lejla Žerić');
      await expect(chat.message('SOS: POMOĆ POTREBNA!')).toBeVisible();
      await expect(alert).toHaveCount(0);
      await expectNoAxeViolations(phone.page, 'Poruke after the SOS');
    });

    await phoneContext.close();
  });
});
