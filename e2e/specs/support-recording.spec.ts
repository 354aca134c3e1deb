import type { StepSupport } from '@plan-dan/contract';
import { expectNoAxeViolations } from '../fixtures/axe';
import { sarajevoDay } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { PHONE, PhoneApp } from '../page-models/phone-app';
import type { TaskCard } from '../page-models/tasks-tab';

const TASK = 'Nahraniti ribice';
const STEPS = ['Uzeti hranu s police', 'Otvoriti poklopac', 'Pospremiti hranu'] as const;
const [FIRST, SECOND, THIRD] = STEPS;
/** Every word of the scale, and the unrecorded state: none may ever show on the phone. */
const LEVEL_WORDS = /Samostalno|Gesta|Verbalna uputa|Pokazivanje|fizička pomoć|Nije zabilježeno/;

/** A step's six levels on the card in 'Bilježenje podrške'. */
const levels = (card: TaskCard, step: string) => card.root.getByRole('group', { name: `Podrška za korak: ${step}`, exact: true });
const level = (card: TaskCard, step: string, name: string) => levels(card, step).getByRole('button', { name, exact: true });
const recordingMode = (card: TaskCard) => card.root.getByRole('button', { name: `Bilježenje podrške: ${TASK}`, exact: true });

test.describe('the job coach records the support each step needed', () => {
  // The coach's phone beside the employee; the employee's phone is a context of its own.
  test.use({ viewport: { width: 390, height: 844 } });

  test('levels recorded with one tap while the phone ticks the steps, changed with history, withdrawn, never on the phone', async ({
    page,
    browser,
    request,
    loggedInManager,
    managerApi,
    tasksTab,
  }) => {
    test.setTimeout(120_000);
    const employee = await managerApi.createEmployee({ name: 'Haris', surname: 'Delić', kidMale: true });
    const task = await managerApi.createTask(employee.id, {
      taskName: TASK,
      dueDate: sarajevoDay(0),
      dueTime: '23:58',
      priority: true,
      subtasks: STEPS.map((description) => ({ description })),
    });
    const created = (await managerApi.tasks(employee.id)).find((t) => t.id === task.id)!;
    const stepId = (description: string) => created.subtasks.find((step) => step.description === description)!.id;

    await page.goto(`employee/${employee.id}/zadaci`);
    const card = tasksTab.card('priority', TASK);
    await expect(card.title).toBeVisible();

    await test.step("'Bilježenje podrške' shows every step as not recorded, with the six levels", async () => {
      await recordingMode(card).click();
      await expect(recordingMode(card)).toHaveAttribute('aria-pressed', 'true');
      for (const step of STEPS) await expect(card.step(step)).toContainText('Podrška: Nije zabilježeno');
      await expect(levels(card, FIRST).getByRole('button')).toHaveText([
        'Samostalno',
        'Gesta',
        'Verbalna uputa',
        'Pokazivanje',
        'Djelomična fizička pomoć',
        'Puna fizička pomoć',
      ]);
      // All six fit the phone's width: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    const phoneContext = await browser.newContext(PHONE);
    const phone = new PhoneApp(await phoneContext.newPage());
    await phone.loginWithCode(await managerApi.loginCode(employee.id), 'Haris');
    await phone.openTask(TASK);
    await phone.startButton.click();

    await test.step('the phone ticks the first step: the card ticks it live; one tap records it', async () => {
      await phone.stepCheckbox(FIRST).check();
      await expect(card.step(FIRST)).toContainText('(Završeno)');
      await level(card, FIRST, 'Gesta').click();
      await expect(level(card, FIRST, 'Gesta')).toHaveAttribute('aria-pressed', 'true');
      await expect(card.step(FIRST).getByRole('status')).toHaveText('Spremljeno');
      await expect(card.step(FIRST)).toContainText('Podrška: Gesta');
    });

    await test.step('a step not yet done is recorded too; the coach loses the signal and keeps the choice', async () => {
      await level(card, SECOND, 'Samostalno').click();
      await expect(card.step(SECOND)).toContainText('Podrška: Samostalno');
      await page.context().setOffline(true);
      await level(card, THIRD, 'Pokazivanje').click();
      await expect(card.step(THIRD).getByRole('alert')).toHaveText('„Pokazivanje” nije spremljeno. Provjerite vezu i dodirnite ponovno.');
      await expect(level(card, THIRD, 'Pokazivanje')).toHaveAttribute('aria-pressed', 'true');
      await expect(card.step(THIRD)).toContainText('Podrška: Nije zabilježeno');
      await page.context().setOffline(false);
      await level(card, THIRD, 'Pokazivanje').click();
      await expect(card.step(THIRD)).toContainText('Podrška: Pokazivanje');
      await expect(card.step(THIRD).getByRole('alert')).toHaveCount(0);
    });

    await test.step('the phone finishes the task: the card being recorded stays open and ticks live', async () => {
      await phone.stepCheckbox(SECOND).check();
      await phone.stepCheckbox(THIRD).check();
      await expect(card.done).toBeVisible();
      await expect(card.step(THIRD)).toContainText('(Završeno)');
      await expect(levels(card, THIRD)).toBeVisible();
    });

    await test.step('a change keeps the earlier record in the history, with who and the note', async () => {
      await card.step(FIRST).getByRole('button', { name: 'Bilješka', exact: true }).click();
      await card.step(FIRST).getByRole('textbox', { name: `Bilješka: ${FIRST}` }).fill('Pokazao sam mu policu.');
      await level(card, FIRST, 'Verbalna uputa').click();
      await expect(card.step(FIRST)).toContainText('Podrška: Verbalna uputa');
      await card.step(FIRST).getByRole('button', { name: 'Povijest', exact: true }).click();
      const history = card.step(FIRST).getByRole('list', { name: `Povijest podrške: ${FIRST}` }).getByRole('listitem');
      await expect(history).toHaveCount(2);
      await expect(history.nth(0)).toContainText('Verbalna uputa');
      await expect(history.nth(0)).toContainText('Pokazao sam mu policu.');
      await expect(history.nth(0)).toContainText(`Zabilježio/la: ${loggedInManager.name} ${loggedInManager.surname}`);
      await expect(history.nth(1)).toContainText('Gesta');
      await expectNoAxeViolations(page, 'the card in recording mode at 390 px');
    });

    await test.step("'Poništi' withdraws a record: 'Nije zabilježeno', and the withdrawal in the history", async () => {
      await card.root.getByRole('button', { name: `Poništi podršku: ${SECOND}`, exact: true }).click();
      await expect(card.step(SECOND)).toContainText('Podrška: Nije zabilježeno');
      await expect(level(card, SECOND, 'Samostalno')).toHaveAttribute('aria-pressed', 'false');
      await card.step(SECOND).getByRole('button', { name: 'Povijest', exact: true }).click();
      const history = card.step(SECOND).getByRole('list', { name: `Povijest podrške: ${SECOND}` }).getByRole('listitem');
      await expect(history).toHaveText([/^Nije zabilježeno/, /^Samostalno/]);
    });

    await test.step('the phone shows none of it, and its token may not read it', async () => {
      await expect(phone.page.getByRole('main')).toBeVisible();
      await expect(phone.page.getByText(LEVEL_WORDS)).toHaveCount(0);
      await phone.openHome();
      await expect(phone.page.getByRole('main')).toBeVisible();
      await expect(phone.page.getByText(LEVEL_WORDS)).toHaveCount(0);
      const token = await phone.employeeToken();
      const refused = await request.get(`/api/v1/task/sub/${stepId(FIRST)}/support`, { headers: { Authorization: `Bearer ${token}` } });
      expect(refused.status()).toBe(403);
    });
    await phoneContext.close();

    await test.step('after a reload the card reads the records back, and so does the API', async () => {
      await page.reload();
      await tasksTab.openFinished('priority');
      await expect(card.step(FIRST)).toContainText('Podrška: Verbalna uputa');
      await expect(card.step(THIRD)).toContainText('Podrška: Pokazivanje');
      await expect(card.step(SECOND)).not.toContainText('Podrška');
      const steps = (await managerApi.tasks(employee.id)).find((t) => t.id === task.id)!.subtasks;
      const support = Object.fromEntries(steps.map((step) => [step.description, step.support && { level: step.support.level, note: step.support.note }]));
      expect(support).toEqual({
        [FIRST]: { level: 'verbal', note: 'Pokazao sam mu policu.' },
        [SECOND]: null,
        [THIRD]: { level: 'model', note: null },
      });
      const read = await request.get(`/api/v1/task/sub/${stepId(FIRST)}/support`, { headers: { Authorization: `Bearer ${managerApi.token}` } });
      expect(read.status()).toBe(200);
      const first = (await read.json()) as StepSupport;
      expect(first.current).toMatchObject({ level: 'verbal', recordedBy: { id: loggedInManager.id } });
      expect(first.history.map((entry) => entry.level)).toEqual(['verbal', 'gesture']);
    });

    await test.step('at a desk (1366×800) the card in recording mode reads well and passes axe', async () => {
      await page.setViewportSize({ width: 1366, height: 800 });
      await recordingMode(card).click();
      await expect(levels(card, FIRST)).toBeVisible();
      await expect(level(card, FIRST, 'Verbalna uputa')).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(page, 'the card in recording mode at 1366 px');
    });
  });
});
