import { registerManagerViaApi } from '../fixtures/api';
import { expectNoAxeViolations } from '../fixtures/axe';
import { buildEmployee, buildManager } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';
import { ManagerApi } from '../fixtures/work-api';

test.describe('Zaposlenici', () => {
  test('add two employees, open one, edit and save, discard an edit, delete the other with confirmation', async ({
    page,
    loggedInManager,
    employeesPage,
    employeePage,
  }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    await expect(page.getByText('Još nemate zaposlenika.', { exact: false })).toBeVisible();

    const amir = buildEmployee({ name: 'Amir', surname: 'Hadžić', qualities: 'Marljiv, precizan' });
    const emina = buildEmployee({ name: 'Emina', surname: 'Mehić', kidMale: false });
    await employeesPage.add(amir);
    await expect(employeesPage.addDialog.dialog).toBeHidden();
    await expect(employeePage.toast('Kreiran je profil: Amir Hadžić.')).toBeVisible();
    await employeesPage.add(emina);
    await expect(employeesPage.addDialog.dialog).toBeHidden();
    await expect(employeePage.toast('Kreiran je profil: Emina Mehić.')).toBeVisible();

    // Numbered from 1, in the order they were added, without a reload.
    await expect(employeesPage.cards).toHaveCount(2);
    await expect(employeesPage.cards.nth(0)).toContainText('1');
    await expect(employeesPage.cards.nth(0)).toContainText('Amir Hadžić');
    await expect(employeesPage.cards.nth(1)).toContainText('2');
    await expect(employeesPage.cards.nth(1)).toContainText('Emina Mehić');

    await employeesPage.open('Amir Hadžić');
    await expect(employeePage.heading('Amir Hadžić')).toBeVisible();
    await expect(employeePage.tab('Detalji')).toHaveAttribute('aria-selected', 'true');
    await expect(employeePage.detail('Spol')).toHaveText('Muški');
    await expect(employeePage.detail('Datum rođenja')).toHaveText('14/09/2003');
    await expect(employeePage.detail('Kvalitete')).toHaveText('Marljiv, precizan');
    await expect(employeePage.detail('Specijalni zahtjevi')).toHaveText('-');

    // Edit and save: the read view shows the change, and so does the header.
    await employeePage.editButton.click();
    await expect(employeePage.name).toBeFocused();
    await employeePage.name.fill('Amar');
    await employeePage.special.fill('Treba mirno mjesto za rad');
    await employeePage.gender.selectOption({ label: 'Ženski' });
    await employeePage.gender.selectOption({ label: 'Muški' });
    await employeePage.saveButton.click();
    await expect(employeePage.editButton).toBeVisible();
    await expect(employeePage.toast('Profil je spremljen.')).toBeVisible();
    await expect(employeePage.detail('Ime')).toHaveText('Amar');
    await expect(employeePage.detail('Specijalni zahtjevi')).toHaveText('Treba mirno mjesto za rad');
    await expect(employeePage.heading('Amar Hadžić')).toBeVisible();

    // Edit and go back: nothing changes.
    await employeePage.editButton.click();
    await employeePage.surname.fill('Drugačije');
    await employeePage.backButton.click();
    await expect(employeePage.detail('Prezime')).toHaveText('Hadžić');
    await page.reload();
    await expect(employeePage.detail('Ime')).toHaveText('Amar');
    await expect(employeePage.detail('Prezime')).toHaveText('Hadžić');

    // Delete Emina: asked first; cancelling keeps her, confirming removes her only.
    await employeesPage.goto();
    await employeesPage.askToDelete('Emina Mehić');
    await employeesPage.confirmDialog.getByRole('button', { name: 'Odustani' }).click();
    await expect(employeesPage.cards).toHaveCount(2);
    await employeesPage.askToDelete('Emina Mehić');
    await expect(employeesPage.confirmDialog).toContainText('Emina Mehić');
    await employeesPage.confirmDialog.getByRole('button', { name: 'Izbriši trajno' }).click();
    await expect(employeesPage.confirmDialog).toBeHidden();
    await expect(employeePage.toast('Zaposlenik je obrisan: Emina Mehić.')).toBeVisible();
    await expect(employeesPage.cards).toHaveCount(1);
    await expect(employeesPage.card('Amar Hadžić')).toContainText('1');
    await page.reload();
    await expect(employeesPage.cards).toHaveCount(1);
    await expect(employeesPage.card('Emina Mehić')).toHaveCount(0);
  });

  test('a taken e-mail is named next to the field and the form keeps what was typed', async ({
    loggedInManager,
    managerApi,
    employeesPage,
    employeePage,
  }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const existing = await managerApi.createEmployee();
    await employeesPage.goto();
    await expect(employeesPage.cards).toHaveCount(1);
    const second = buildEmployee({ name: 'Lejla', surname: 'Kovač', kidMale: false, email: existing.email, preferences: 'Rad s biljkama' });

    await employeesPage.add(second);
    const dialog = employeesPage.addDialog;
    await expect(dialog.email).toHaveAccessibleDescription('E-mail već postoji. Molimo izaberite drugi!');
    await expect(employeePage.toast('Kreiran je profil: Lejla Kovač.')).toHaveCount(0);
    await expect(dialog.email).toBeFocused();
    await expect(dialog.name).toHaveValue('Lejla');
    await expect(dialog.surname).toHaveValue('Kovač');
    await expect(dialog.password).toHaveValue(second.password);
    await expect(dialog.dateOfBirth).toHaveValue(second.dateOfBirth);
    await expect(dialog.gender).toHaveValue('female');
    await expect(dialog.preferences).toHaveValue('Rad s biljkama');
    await expect(dialog.consent).toBeChecked();

    await dialog.email.fill(buildEmployee().email);
    await dialog.submit.click();
    await expect(dialog.dialog).toBeHidden();
    await expect(employeePage.toast('Kreiran je profil: Lejla Kovač.')).toBeVisible();
    await expect(employeesPage.card('Lejla Kovač')).toContainText('2');
  });

  test('required fields are named in Croatian and nothing is sent', async ({ page, loggedInManager, employeesPage }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/child/create')) creates.push(request.url());
    });
    await employeesPage.addButton.click();
    const dialog = employeesPage.addDialog;
    await expect(dialog.gender).toHaveValue('');
    await expect(dialog.gender.locator('option:checked')).toHaveText('Odaberi spol');
    await dialog.submit.click();
    await expect(dialog.name).toHaveAccessibleDescription('Unesite ime.');
    await expect(dialog.email).toHaveAccessibleDescription('Unesite email.');
    await expect(dialog.gender).toHaveAccessibleDescription('Odaberite spol.');
    await expect(dialog.name).toBeFocused();
    expect(creates).toEqual([]);
  });

  test('the tab is part of the address: reload and the back button keep it', async ({ page, loggedInManager, managerApi, employeePage }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Tarik', surname: 'Mujić' });
    await employeePage.goto(employee.id);
    await expect(employeePage.heading('Tarik Mujić')).toBeVisible();

    await employeePage.openTab('Zadaci');
    await expect(page).toHaveURL(new RegExp(`/employee/${employee.id}/zadaci$`));
    await employeePage.openTab('Kalendar');
    await expect(page).toHaveURL(new RegExp(`/employee/${employee.id}/kalendar$`));
    await page.reload();
    await expect(employeePage.tab('Kalendar')).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(employeePage.tab('Zadaci')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`/employee/${employee.id}/zadaci$`));

    await employeePage.openTab('Statistika');
    await expect(page).toHaveURL(new RegExp(`/employee/${employee.id}/statistika$`));
    await expect(page.getByRole('tabpanel', { name: 'Statistika' })).toContainText('Još nema završenih zadataka');
  });

  test('an unknown employee and another manager’s employee show the not-found screen', async ({
    page,
    request,
    loggedInManager,
    employeePage,
  }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const other = await registerManagerViaApi(request, buildManager());
    const othersEmployee = await (await ManagerApi.login(request, other.username, other.password)).createEmployee({
      name: 'Tuđi',
      surname: 'Zaposlenik',
    });

    for (const path of ['employee/999999999', `employee/${othersEmployee.id}`, `employee/${othersEmployee.id}/zadaci`, 'employee/abc']) {
      await page.goto(path);
      await expect(employeePage.notFoundHeading).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText('Tuđi Zaposlenik')).toHaveCount(0);
      await expect(employeePage.tabs).toHaveCount(0);
    }
    await employeePage.backToList.click();
    await expect(page.getByRole('heading', { level: 1, name: 'ZAPOSLENICI' })).toBeVisible();
  });

  test('axe finds no violations on the list, the add form and the delete confirmation', async ({
    page,
    loggedInManager,
    managerApi,
    employeesPage,
  }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    await expectNoAxeViolations(page); // the empty list
    await managerApi.createEmployee({ name: 'Selma', surname: 'Begić', kidMale: false });
    await managerApi.createEmployee({ name: 'Kenan', surname: 'Ibrić' });
    await employeesPage.goto();
    await expect(employeesPage.cards).toHaveCount(2);
    await expectNoAxeViolations(page);

    await employeesPage.addButton.click();
    await employeesPage.addDialog.submit.click();
    await expect(employeesPage.addDialog.name).toHaveAccessibleDescription('Unesite ime.');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await employeesPage.askToDelete('Kenan Ibrić');
    await expectNoAxeViolations(page);
  });

  test('axe finds no violations on the employee page, reading and editing', async ({ page, loggedInManager, managerApi, employeePage }) => {
    expect(loggedInManager.id).toBeGreaterThan(0);
    const employee = await managerApi.createEmployee({ name: 'Selma', surname: 'Begić', kidMale: false, preferences: 'Jutarnji rad' });
    await employeePage.goto(employee.id);
    await expect(employeePage.heading('Selma Begić')).toBeVisible();
    await expectNoAxeViolations(page);
    await employeePage.editButton.click();
    await expect(employeePage.name).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
