import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ChatMessage, Conversation } from '@plan-dan/contract';
import { expectNoAxeViolations } from '../fixtures/axe';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import { PhoneChat } from '../page-models/phone-chat';
import { PhoneChatManager, PhoneTestData, sarajevoToday } from '../page-models/phone-test-data';
import { recordSpeech } from '../fixtures/speech';

test.use(PHONE);

/** "Within a second" with room for a busy test machine; a reload or a poll (15 s) would take far longer. */
const LIVE_MS = 2_000;
const SOS_TEXT = 'SOS: POMOĆ POTREBNA!';
const WEEKDAYS = ['Nedjelja', 'Ponedjeljak', 'Utorak', 'Srijeda', 'Četvrtak', 'Petak', 'Subota'];

/** Today as the phone writes a day line: 'Ponedjeljak, 23.11.2026.' */
function todayLine(): string {
  const [year, month, day] = sarajevoToday().split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}, ${day}.${month}.${year}.`;
}

async function setUp(page: Page, request: APIRequestContext, name = 'Haris') {
  const data = await PhoneTestData.create(request);
  const employee = await data.createEmployee({ name });
  const manager = new PhoneChatManager(request, data.managerToken);
  const phone = new PhoneApp(page);
  const chat = new PhoneChat(page);
  await phone.loginWithCode(await data.loginCode(employee.id), name);
  return { data, employee, manager, phone, chat };
}

/** The employee's own conversation as their token sees it. */
async function employeeConversation(request: APIRequestContext, token: string): Promise<Conversation> {
  const response = await request.get('/api/v1/chat', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const [conversation] = (await response.json()) as Conversation[];
  return conversation!;
}

test("messages go both ways without a reload, the tab counts the unread ones, and opening 'Poruke' reads them", async ({ page, request }) => {
  test.setTimeout(60_000);
  const spoken = await recordSpeech(page);
  const { employee, manager, phone, chat } = await setUp(page, request);
  const token = await phone.sessionToken();

  // On another screen the tab shows the manager's new message at once.
  await phone.goToProgress();
  await expect(chat.tab).toHaveAccessibleName('Poruke');
  expect(await chat.unreadShown()).toBeNull();
  await manager.send(employee.id, 'Dobro jutro, Harise! <b>Danas</b> radiš u kuhinji.');
  await expect(chat.tab).toHaveAccessibleName('Poruke (1 nova poruka)', { timeout: LIVE_MS });
  expect(await chat.unreadShown()).toBe('1');
  await manager.send(employee.id, 'Javi mi kad stigneš.');
  await expect(chat.tab).toHaveAccessibleName('Poruke (2 nove poruke)', { timeout: LIVE_MS });

  // Opening it shows them as text with who wrote them and when, under today's date, and reads them.
  await chat.open();
  await expect(chat.tab).toHaveAttribute('aria-current', 'page');
  const first = chat.message('Dobro jutro');
  await expect(first).toContainText('Amra');
  await expect(first.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  await expect(first.getByText('Dobro jutro, Harise! <b>Danas</b> radiš u kuhinji.')).toBeVisible();
  await expect(chat.log.locator('b')).toHaveCount(0);
  await expect(chat.log.getByRole('listitem').first()).toHaveText(todayLine());
  await expect(chat.tab).toHaveAccessibleName('Poruke');
  expect(await chat.unreadShown()).toBeNull();
  await expect.poll(async () => (await employeeConversation(request, token)).unread).toBe(0);
  await expect(page.getByRole('textbox', { name: 'Tvoja poruka' })).toHaveAttribute('placeholder', 'Unesi poruku...');
  await expectNoAxeViolations(page, 'Poruke');

  // The manager's message is read aloud like the rest of the phone.
  const readAloud = chat.message('Javi mi kad stigneš.').getByRole('button', { name: 'Pročitaj naglas' });
  await expect(readAloud).toHaveAccessibleDescription('Javi mi kad stigneš.');
  await readAloud.click();
  expect(await spoken()).toEqual(['Javi mi kad stigneš.']);

  // The employee's message reaches the manager, as a normal message.
  await chat.send('Stigao sam na posao.');
  const [sent] = await manager.messages(employee.id);
  expect(sent).toMatchObject({ text: 'Stigao sam na posao.', from: 'employee', sos: false });
  await expect(chat.message('Stigao sam na posao.')).toContainText('Ti');
  await expect(chat.message('Stigao sam na posao.').getByRole('button', { name: 'Pročitaj naglas' })).toHaveCount(0);

  // A message arriving while 'Poruke' is open shows once, stays once after a fetch, and is read at once.
  await manager.send(employee.id, 'Bravo, hvala!');
  await expect(chat.message('Bravo, hvala!')).toBeVisible({ timeout: LIVE_MS });
  await phone.returnToApp();
  await expect.poll(async () => (await employeeConversation(request, token)).unread).toBe(0);
  await expect(chat.message('Bravo, hvala!')).toHaveCount(1);
  await expect(chat.messages).toHaveCount(4);
  expect(await chat.unreadShown()).toBeNull();

  // A blank message is not sent; the box says so calmly.
  await chat.field.fill('   ');
  await chat.sendButton.click();
  await expect(page.getByText('Prvo napiši poruku, pa dodirni „Pošalji”.')).toBeVisible();
  expect(await manager.messages(employee.id)).toHaveLength(4);

  // A quick answer sends with one tap.
  await chat.quickReply('Gotovo sam').click();
  await expect(chat.message('Gotovo sam')).toBeVisible();
  await expect.poll(async () => (await manager.messages(employee.id))[0]?.text).toBe('Gotovo sam');
  await expect(chat.messages).toHaveCount(5);

  // The employee's messages reach the manager's unread count; nothing reloaded the page all along.
  expect((await manager.conversation(employee.id)).unread).toBe(2);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test("the help button on any screen opens 'Poruke' with the call written, and one tap sends it as an SOS", async ({ page, request }) => {
  const { employee, manager, phone, chat } = await setUp(page, request, 'Amela');

  await phone.goToMaterials();
  await chat.helpButton.click();
  await expect(page).toHaveURL(/\/m\/poruke$/);
  await expect(phone.heading).toHaveText('Poruke');
  await expect(chat.field).toHaveValue(SOS_TEXT);
  await expect(chat.sendButton).toBeFocused();
  await expect(chat.sendButton).toBeInViewport();
  await expect(page.getByText('Poruka za pomoć je napisana.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'Poruke with the help call written');

  await chat.sendButton.click();
  await expect(chat.field).toHaveValue('');
  await expect(chat.message(SOS_TEXT)).toBeVisible();
  await expect(page.getByText('Poruka za pomoć je poslana voditelju.')).toBeVisible();
  let [sent] = await manager.messages(employee.id);
  expect(sent).toMatchObject({ text: SOS_TEXT, sos: true, from: 'employee' });
  const conversation = await manager.conversation(employee.id);
  expect(conversation.sos).toMatchObject({ _id: sent!._id, sos: true });

  // Changed, the text is a normal message; the help button works on 'Poruke' itself too.
  await phone.goToTasks();
  await chat.helpButton.click();
  await expect(chat.field).toHaveValue(SOS_TEXT);
  await chat.field.fill(`${SOS_TEXT} Izgubila sam se.`);
  await chat.sendButton.click();
  await expect(chat.field).toHaveValue('');
  [sent] = await manager.messages(employee.id);
  expect(sent).toMatchObject({ text: `${SOS_TEXT} Izgubila sam se.`, sos: false });
  await expect(page.getByText('Poruka za pomoć je poslana voditelju.')).toHaveCount(0);
  await chat.helpButton.click();
  await expect(chat.field).toHaveValue(SOS_TEXT);
  await expect(chat.sendButton).toBeFocused();
});

test('older messages load when scrolling up, each once', async ({ page, request }) => {
  test.setTimeout(60_000);
  const data = await PhoneTestData.create(request);
  const employee = await data.createEmployee();
  const manager = new PhoneChatManager(request, data.managerToken);
  // Written before the phone opens, so none of them arrives live: forty, a page and a third; thirty
  // from the manager (the send limit a minute) and ten from the employee (logged in by e-mail).
  const login = await request.post('/api/v1/employee/login', { data: { email: employee.email, password: employee.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { jwtToken: token } = (await login.json()) as { jwtToken: string };
  for (let index = 1; index <= 30; index++) await manager.send(employee.id, `Poruka voditelja ${index}`);
  for (let index = 1; index <= 10; index++) {
    const response = await request.post(`/api/v1/chat/${employee.id}/messages`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { text: `Poruka zaposlenika ${index}` },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const phone = new PhoneApp(page);
  const chat = new PhoneChat(page);
  await phone.loginWithCode(await data.loginCode(employee.id), 'Haris');
  await expect(chat.tab).toHaveAccessibleName('Poruke (30 novih poruka)');

  await chat.open();
  await expect(chat.messages).toHaveCount(30);
  await expect(chat.messages.last()).toContainText('Poruka zaposlenika 10');
  await expect(chat.messages.first()).toHaveText(/Poruka voditelja 11$/);
  // It opens at the newest message and the text box.
  await expect(chat.messages.last()).toBeInViewport();
  await expect(chat.field).toBeInViewport();
  await expect(chat.olderButton).not.toBeInViewport();

  // Scrolling up to the top loads the ten before, and the message in view stays in view.
  await chat.message('Poruka voditelja 11').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -5_000);
  await expect(chat.messages).toHaveCount(40);
  await expect(chat.messages.first()).toHaveText(/Poruka voditelja 1$/);
  await expect(chat.olderButton).toHaveCount(0);
  const texts = await chat.messages.locator('p:not(:has(time))').allInnerTexts();
  expect(new Set(texts).size).toBe(40);
  // The unread count was cleared up to the newest.
  const all: ChatMessage[] = await manager.messages(employee.id, { limit: 1 });
  expect(all[0]?.text).toBe('Poruka zaposlenika 10');
  await expect.poll(async () => (await employeeConversation(request, token)).unread).toBe(0);
});

test('offline, a message is kept and the phone says so calmly; back online it sends', async ({ page, request, context }) => {
  const { employee, manager, chat } = await setUp(page, request);
  await chat.open();
  await context.setOffline(true);
  await chat.field.fill('Kasnim deset minuta.');
  await chat.sendButton.click();
  await expect(page.getByText('Nema interneta, pa poruka još nije poslana. Tvoj tekst je sačuvan.', { exact: false })).toBeVisible();
  await expect(chat.field).toHaveValue('Kasnim deset minuta.');
  // A quick answer is kept in the box too, when the box is empty.
  await chat.field.fill('');
  await chat.quickReply('Kasnim').click();
  await expect(chat.field).toHaveValue('Kasnim');
  expect(await manager.messages(employee.id)).toHaveLength(0);
  // The manager writes while the phone is away: nothing is lost when it comes back.
  await manager.send(employee.id, 'Jesi li dobro?');

  await context.setOffline(false);
  await expect(chat.message('Jesi li dobro?')).toHaveCount(1, { timeout: 10_000 });
  await chat.field.fill('Kasnim deset minuta.');
  await chat.sendButton.click();
  await expect(chat.field).toHaveValue('');
  await expect(chat.message('Kasnim deset minuta.')).toBeVisible();
  expect((await manager.messages(employee.id)).map((message) => message.text)).toEqual(['Kasnim deset minuta.', 'Jesi li dobro?']);
  await expect(chat.messages).toHaveCount(2);
});

test('a send the server refuses keeps the text and says so calmly', async ({ page, request }) => {
  const { employee, manager, phone, chat } = await setUp(page, request);
  const token = await phone.sessionToken();
  // A minute's worth of messages from the employee: the server refuses the next (429).
  for (let index = 1; index <= 30; index++) {
    const response = await request.post(`/api/v1/chat/${employee.id}/messages`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { text: `Poruka ${index}` },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await chat.open();
  await chat.field.fill('Gdje su rukavice?');
  await chat.sendButton.click();
  await expect(page.getByText('Previše poruka zaredom. Pričekaj jednu minutu pa pokušaj ponovo.')).toBeVisible();
  await expect(chat.field).toHaveValue('Gdje su rukavice?');
  await expect(chat.field).toHaveAccessibleDescription('Previše poruka zaredom. Pričekaj jednu minutu pa pokušaj ponovo.');
  // Changing the text clears the old news.
  await chat.field.fill('Gdje su rukavice? Hvala.');
  await expect(page.getByText('Previše poruka zaredom.', { exact: false })).toHaveCount(0);
  expect((await manager.messages(employee.id, { limit: 1 }))[0]?.text).toBe('Poruka 30');
});

test("at font size 40 on a 360×640 phone 'Poruke' and the help button fit, with touch targets of 48 px", async ({ page, request }) => {
  const data = await PhoneTestData.create(request);
  const employee = await data.createEmployee({ name: 'Maksimilijan' });
  await data.updateLook(employee.id, { fontSize: 40 });
  const manager = new PhoneChatManager(request, data.managerToken);
  await manager.send(employee.id, 'Dezinficiranjepovršinaurađenopremaprotokolu danas do podneva.');
  const phone = new PhoneApp(page);
  const chat = new PhoneChat(page);
  await phone.loginWithCode(await data.loginCode(employee.id), 'Maksimilijan');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('40px');

  await chat.helpButton.click();
  await expect(chat.field).toHaveValue(SOS_TEXT);
  await expect(chat.message('Dezinficiranje')).toBeVisible();
  for (const where of ['the end', 'the top']) {
    if (where === 'the top') await page.evaluate(() => window.scrollTo(0, 0));
    expect(await phone.horizontalOverflow(), `overflow at ${where}`).toEqual([]);
    expect(await phone.smallTouchTargets(), `small targets at ${where}`).toEqual([]);
    const texts = await phone.visibleTexts();
    expect(texts.filter((text) => text.fontSize < 30 - 0.01).map((text) => `${text.element} "${text.text}" ${text.fontSize}px`)).toEqual([]);
    expect(texts.filter((text) => text.left < -0.5 || text.right > text.clipRight + 0.5).map((text) => `${text.element} "${text.text}"`)).toEqual([]);
  }
  const field = (await chat.field.boundingBox())!;
  expect(field.height).toBeGreaterThanOrEqual(48);
  await expectNoAxeViolations(page, 'Poruke at 40 px');
});

test('at the default size the five tabs stay in one bar at the bottom of a 360 px phone', async ({ page, request }) => {
  const { chat } = await setUp(page, request);
  const tabs = chat.nav.getByRole('listitem');
  await expect(tabs).toHaveCount(5);
  const tops = await tabs.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const bar = (await chat.nav.boundingBox())!;
  expect(bar.y + bar.height).toBeCloseTo(640, 0);
  expect(await new PhoneApp(page).horizontalOverflow()).toEqual([]);
  await expect(chat.helpButton).toBeInViewport();
});
