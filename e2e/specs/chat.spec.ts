import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { ChatApi } from '../fixtures/chat-api';
import { expect, test } from '../fixtures/test';
import type { ManagerApi } from '../fixtures/work-api';
import { ChatPage } from '../page-models/chat-page';

/** An employee of the manager and their side of the chat, played through the API as the phone does. */
async function employeeWithChat(request: APIRequestContext, managerApi: ManagerApi, name: string, surname: string) {
  const employee = await managerApi.createEmployee({ name, surname });
  const chat = await ChatApi.asEmployee(request, managerApi.token, employee.id);
  return { ...employee, fullName: `${name} ${surname}`, chat };
}

/** Marks the page so that a reload (which would drop the mark) is noticed. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { chatTestMark: true }));
}
const stillSamePage = (page: Page) => page.evaluate(() => 'chatTestMark' in window);

/** Today in the app's zone as the chat's date line writes it. */
function todayLine(): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Sarajevo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  return `${parts.replaceAll('/', '.')}.`;
}

test.describe('RAZGOVORI', () => {
  test('a message each way appears at once, without a reload and without a request per message; text stays text', async ({
    page,
    request,
    loggedInManager,
    managerApi,
    sidebar,
  }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const žana = await employeeWithChat(request, managerApi, 'Žana', 'Čolić');
    const chat = new ChatPage(page);

    await sidebar.open('Razgovori');
    await expect(chat.heading).toBeVisible();
    await expect(chat.emptyState).toBeVisible();
    await chat.open(žana.fullName);
    await expect(page).toHaveURL(new RegExp(`/plan-dan/chat/${žana.id}$`));
    await expect(chat.conversation.getByText('Još nema poruka. Napišite prvu poruku.')).toBeVisible();
    await markPage(page);

    // The manager writes: it shows as sent, and the employee's side has it.
    await chat.send('Zdravo, Žana! Kako si danas?');
    const sent = chat.message('Zdravo, Žana! Kako si danas?');
    await expect(sent).toHaveAttribute('data-side', 'sent');
    await expect(sent).toContainText(new RegExp(`${loggedInManager.name} ${loggedInManager.surname}, \\d{2}:\\d{2}`));
    await expect(chat.input).toHaveValue('');
    await expect(chat.input).toBeFocused();
    expect((await žana.chat.messages(žana.id)).map((message) => message.text)).toEqual(['Zdravo, Žana! Kako si danas?']);

    // The employee answers: it arrives within a second, from the stream alone.
    const pageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/chat/') && request.method() === 'GET') pageRequests.push(request.url());
    });
    await žana.chat.send(žana.id, 'Dobar dan! Ja sam dobro.');
    const received = chat.message('Dobar dan! Ja sam dobro.');
    await expect(received).toBeVisible({ timeout: 1_000 });
    await expect(received).toHaveAttribute('data-side', 'received');
    await expect(received).toContainText(/Žana Čolić, \d{2}:\d{2}/);
    // Screen readers hear what arrives while the conversation is open.
    await expect(chat.conversation.getByRole('status')).toHaveText('Nova poruka. Žana Čolić: Dobar dan! Ja sam dobro.');

    // Markup from a message is shown as its characters, never run or drawn.
    const markup = '<img src=x onerror="window.chatInjected=1"><b>podebljano</b>';
    await žana.chat.send(žana.id, markup);
    await expect(chat.message(markup)).toBeVisible({ timeout: 1_000 });
    await expect(chat.conversation.locator('b, img')).toHaveCount(0);
    expect(await page.evaluate(() => 'chatInjected' in window)).toBe(false);

    await expect(chat.conversation.locator('li time').first()).toHaveText(todayLine());
    expect(pageRequests).toEqual([]);
    expect(await stillSamePage(page)).toBe(true);
  });

  test('messages sent while the stream could not connect arrive once it does, none lost and none twice', async ({ page, request, loggedInManager, managerApi }) => {
    test.setTimeout(60_000);
    expect(loggedInManager.id).toBeGreaterThan(0);
    const amir = await employeeWithChat(request, managerApi, 'Amir', 'Hadžić');
    const before = await amir.chat.send(amir.id, 'Prije prekida');

    // The stream cannot be reached: the conversation loads by its own request, and nothing polls.
    await page.route('**/api/v1/chat-events', (route) => route.abort());
    const chat = new ChatPage(page);
    await chat.goto(amir.id);
    await expect(chat.message('Prije prekida')).toBeVisible();
    await markPage(page);
    await amir.chat.send(amir.id, 'Za vrijeme prekida 1');
    await amir.chat.send(amir.id, 'Za vrijeme prekida 2');
    await page.waitForTimeout(1_500);
    await expect(chat.message('Za vrijeme prekida 1')).toHaveCount(0);

    // Once it connects, it resumes after the newest message the screen had.
    const resumedFrom: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/chat-events')) resumedFrom.push(request.headers()['last-event-id']);
    });
    await page.unroute('**/api/v1/chat-events');
    await expect(chat.message('Za vrijeme prekida 2')).toBeVisible({ timeout: 20_000 });
    await expect(chat.messages).toHaveText([/Prije prekida/, /Za vrijeme prekida 1/, /Za vrijeme prekida 2/]);
    expect(resumedFrom[0]).toBe(String(before._id));
    expect(await stillSamePage(page)).toBe(true);
  });

  test('the search finds by name or surname, with č, ć, đ, š and ž as typed', async ({ page, loggedInManager, managerApi }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    await managerApi.createEmployee({ name: 'Žana', surname: 'Čolić' });
    await managerApi.createEmployee({ name: 'Amir', surname: 'Hadžić' });
    await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić' });
    const chat = new ChatPage(page);
    await chat.goto();
    const entries = chat.list.getByRole('link');
    await expect(entries).toHaveCount(3);

    await chat.search.fill('žana');
    await expect(entries).toHaveCount(1);
    await expect(chat.entry('Žana Čolić')).toBeVisible();

    await chat.search.fill('ČOL');
    await expect(entries).toHaveCount(1);
    await expect(chat.entry('Žana Čolić')).toBeVisible();

    await chat.search.fill('hadž');
    await expect(entries).toHaveCount(1);
    await expect(chat.entry('Amir Hadžić')).toBeVisible();

    await chat.search.fill('ić');
    await expect(entries).toHaveCount(3);

    // No folding of diacritics: 'zana' is not 'Žana'.
    await chat.search.fill('zana');
    await expect(chat.list).toBeHidden();
    await expect(page.getByText('Nijedan zaposlenik ne odgovara pretrazi „zana“.')).toBeVisible();

    await chat.search.fill('emina mehić');
    await expect(entries).toHaveCount(1);
    await expect(chat.entry('Emina Mehić')).toBeVisible();

    await chat.search.fill('');
    await expect(entries).toHaveCount(3);
  });

  test('unread counts show in the list and in the sidebar, and opening a conversation clears its own', async ({
    page,
    request,
    loggedInManager,
    managerApi,
    sidebar,
  }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const amir = await employeeWithChat(request, managerApi, 'Amir', 'Hadžić');
    const emina = await employeeWithChat(request, managerApi, 'Emina', 'Mehić');

    // On another screen, the sidebar counts what arrives.
    await expect(sidebar.link('Zaposlenici')).toHaveAttribute('aria-current', 'page');
    await amir.chat.send(amir.id, 'Prva poruka');
    await amir.chat.send(amir.id, 'Druga poruka');
    await emina.chat.send(emina.id, 'Eminina poruka');
    const chatLink = sidebar.nav.getByRole('link', { name: /^Razgovori/ });
    await expect(chatLink).toHaveAccessibleName('Razgovori 3 nepročitane poruke');
    await expect(chatLink).toContainText('3');

    await chatLink.click();
    const chat = new ChatPage(page);
    await expect(chat.entry('Amir Hadžić')).toHaveAccessibleName(/2 nepročitane poruke$/);
    await expect(chat.entry('Emina Mehić')).toHaveAccessibleName(/1 nepročitana poruka$/);
    // The newest conversation comes first; its last message shows.
    await expect(chat.list.getByRole('link').first()).toHaveAccessibleName(/^Emina Mehić.*Eminina poruka/);

    await chat.open('Amir Hadžić');
    await expect(chat.entry('Amir Hadžić')).not.toHaveAccessibleName(/nepročitan/);
    await expect(chatLink).toHaveAccessibleName('Razgovori 1 nepročitana poruka');

    // While the conversation is open, what arrives in it is read at once; elsewhere it counts.
    await amir.chat.send(amir.id, 'Jesi li vidio?');
    await expect(chat.message('Jesi li vidio?')).toBeVisible();
    await emina.chat.send(emina.id, 'Još jedna');
    await expect(chatLink).toHaveAccessibleName('Razgovori 2 nepročitane poruke');
    await expect(chat.entry('Amir Hadžić')).not.toHaveAccessibleName(/nepročitan/);
    const managerChat = ChatApi.asManager(request, managerApi.token);
    await expect.poll(async () => (await managerChat.conversations()).find((c) => c.employeeId === amir.id)?.unread).toBe(0);

    await chat.open('Emina Mehić');
    await expect(chatLink).toHaveAccessibleName('Razgovori');
    await page.reload();
    await expect(chat.conversationName).toHaveText('Emina Mehić');
    await expect(chatLink).toHaveAccessibleName('Razgovori');
  });

  test('older messages load when scrolling up, and what was in view stays in place', async ({ page, request, loggedInManager, managerApi }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const amir = await employeeWithChat(request, managerApi, 'Amir', 'Hadžić');
    const manager = ChatApi.asManager(request, managerApi.token);
    // 50 messages, more than one page of 30; each side stays under the send limit of 30 a minute.
    for (let number = 1; number <= 50; number++) {
      const text = `Poruka broj ${number}`;
      if (number % 2 === 0) await manager.send(amir.id, text);
      else await amir.chat.send(amir.id, text);
    }

    const chat = new ChatPage(page);
    await chat.goto(amir.id);
    await expect(chat.message('Poruka broj 50')).toBeInViewport();
    await expect(chat.toNewestButton).toBeHidden();
    await expect(chat.messages).toHaveCount(30);
    await expect(chat.message('Poruka broj 20')).toHaveCount(0);

    const oldestShown = chat.message('Poruka broj 21');
    await chat.scroller.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(chat.messages).toHaveCount(50);
    // The message that was at the top is still in view, not pushed away by the older ones.
    await expect(oldestShown).toBeInViewport();
    await expect(chat.message('Poruka broj 1')).not.toBeInViewport();

    await chat.scroller.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(chat.message('Poruka broj 1')).toBeInViewport();
    await expect(chat.beginning).toBeVisible();

    // A message that arrives while the manager reads further up does not pull the view down; a button leads there.
    await expect(chat.toNewestButton).toBeHidden();
    await amir.chat.send(amir.id, 'Nova poruka na dnu');
    await expect(chat.toNewestButton).toBeVisible();
    await expect(chat.message('Poruka broj 1')).toBeInViewport();
    await chat.toNewestButton.click();
    await expect(chat.message('Nova poruka na dnu')).toBeInViewport();
    await expect(chat.toNewestButton).toBeHidden();
  });

  test('blank and too long messages are not sent; a failed send keeps the text and says why', async ({ page, request, context, loggedInManager, managerApi }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const amir = await employeeWithChat(request, managerApi, 'Amir', 'Hadžić');
    const chat = new ChatPage(page);
    await chat.goto(amir.id);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v1/chat/')) posts.push(request.url());
    });

    await chat.input.fill('   \n  ');
    await expect(chat.sendButton).toBeDisabled();
    await chat.input.press('Enter');
    await expect(chat.messages).toHaveCount(0);

    // Shift+Enter starts a new line instead of sending.
    await chat.input.fill('Prvi red');
    await chat.input.press('Shift+Enter');
    await chat.input.pressSequentially('drugi red');
    await expect(chat.input).toHaveValue('Prvi red\ndrugi red');
    expect(posts).toEqual([]);

    await chat.input.fill('a'.repeat(2001));
    await expect(page.getByRole('alert').filter({ hasText: 'Poruka može imati najviše 2.000 znakova.' })).toBeVisible();
    await expect(chat.input).toHaveAttribute('aria-invalid', 'true');
    await expect(chat.input).toHaveAccessibleDescription(/Poruka može imati najviše 2.000 znakova/);
    await chat.input.press('Enter');
    await chat.sendButton.click();
    expect(posts).toEqual([]);
    await chat.input.fill('a'.repeat(2000));
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Without a connection the message stays in the field, with the reason beside it.
    await context.setOffline(true);
    await chat.send('Poruka bez veze');
    await expect(page.getByRole('alert').filter({ hasText: 'Poruka nije poslana: nema veze sa serverom.' })).toBeVisible();
    await expect(chat.input).toHaveValue('Poruka bez veze');
    await context.setOffline(false);
    await chat.sendButton.click();
    await expect(chat.message('Poruka bez veze')).toBeVisible();
    await expect(chat.input).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect((await amir.chat.messages(amir.id)).map((message) => message.text)).toEqual(['Poruka bez veze']);
  });

  test("an employee's SOS reaches the manager on any screen and leads to the conversation", async ({ page, request, loggedInManager, managerApi, sidebar }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const žana = await employeeWithChat(request, managerApi, 'Žana', 'Čolić');
    const chat = new ChatPage(page);

    await expect(sidebar.link('Zaposlenici')).toHaveAttribute('aria-current', 'page');
    await žana.chat.sendSos(žana.id);
    const alert = chat.sosAlert('Žana Čolić');
    await expect(alert).toBeVisible({ timeout: 1_000 });
    await expectNoAxeViolations(page, 'the employee list with an SOS alert');

    // It stays while the manager moves on, until they open the conversation.
    await sidebar.open('Instrukcije');
    await expect(alert).toBeVisible();
    await page.reload();
    await expect(alert).toBeVisible();

    await alert.getByRole('link', { name: 'Otvori razgovor: Žana Čolić' }).click();
    await expect(page).toHaveURL(new RegExp(`/plan-dan/chat/${žana.id}$`));
    await expect(chat.conversationName).toHaveText('Žana Čolić');
    await expect(chat.message('SOS: POMOĆ POTREBNA!')).toBeVisible();
    await expect(alert).toBeHidden();

    await sidebar.open('Zaposlenici');
    await expect(page.getByRole('heading', { level: 1, name: 'ZAPOSLENICI' })).toBeVisible();
    await expect(alert).toBeHidden();
  });

  test('axe finds nothing on the empty screen and in an open conversation; the keyboard sends', async ({ page, request, loggedInManager, managerApi }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const amir = await employeeWithChat(request, managerApi, 'Amir', 'Hadžić');
    await managerApi.createEmployee({ name: 'Emina', surname: 'Mehić' });
    await amir.chat.send(amir.id, 'Dobar dan!');
    await ChatApi.asManager(request, managerApi.token).send(amir.id, 'Zdravo, Amire!');
    await amir.chat.sendSos(amir.id);
    const chat = new ChatPage(page);

    await chat.goto();
    await expect(chat.emptyState).toBeVisible();
    await expectNoAxeViolations(page, 'the chat screen with no conversation chosen');
    await chat.open('Amir Hadžić');
    await expect(chat.messages).toHaveCount(3);
    await expect(chat.message('SOS: POMOĆ POTREBNA!')).toHaveAttribute('data-sos', 'true');
    await expectNoAxeViolations(page, 'an open conversation');

    // From the search, Tab reaches the employees; Enter opens one; the field takes the message and Enter sends it.
    await chat.search.focus();
    await page.keyboard.press('Tab');
    await expect(chat.entry('Amir Hadžić')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(chat.entry('Emina Mehić')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chat.conversationName).toHaveText('Emina Mehić');
    await chat.input.focus();
    await page.keyboard.type('S tastature');
    await page.keyboard.press('Enter');
    await expect(chat.message('S tastature')).toBeVisible();
  });

  test('on a phone the list comes first, then the conversation with a way back; axe finds nothing', async ({ page, request, loggedInManager, managerApi }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const amir = await employeeWithChat(request, managerApi, 'Amir', 'Hadžić');
    await amir.chat.send(amir.id, 'Dobar dan!');
    await ChatApi.asManager(request, managerApi.token).send(amir.id, 'Zdravo, Amire!');
    const chat = new ChatPage(page);

    await page.setViewportSize({ width: 390, height: 800 });
    await chat.goto();
    await expect(chat.emptyState).toBeHidden();
    await expect(chat.entry('Amir Hadžić')).toBeVisible();
    await expectNoAxeViolations(page, 'the chat list on a phone');

    await chat.open('Amir Hadžić');
    await expect(chat.list).toBeHidden();
    await expect(chat.message('Zdravo, Amire!')).toBeInViewport();
    await expect(chat.input).toBeInViewport();
    for (const target of [chat.sendButton, chat.backButton]) {
      const box = await target.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(48);
    }
    await expectNoAxeViolations(page, 'a conversation on a phone');

    await chat.backButton.click();
    await expect(page).toHaveURL(/\/plan-dan\/chat$/);
    await expect(chat.entry('Amir Hadžić')).toBeVisible();
  });
});
