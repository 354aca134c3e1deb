import { buildManager } from '../fixtures/test-data';
import { expect, test } from '../fixtures/test';

test.describe('registration', () => {
  test('an e-mail already used is named next to the e-mail field and the form keeps what was typed', async ({
    page,
    registerPage,
    manager,
  }) => {
    const second = buildManager({ name: 'Lejla', surname: 'Begić', email: manager.email, kidMale: false, dateOfBirth: '1992-06-30' });
    await registerPage.goto();
    await registerPage.register(second);

    await expect(registerPage.email).toHaveAccessibleDescription('E-mail već postoji. Molimo izaberite drugi!');
    await expect(page.getByText('E-mail već postoji. Molimo izaberite drugi!')).toBeVisible();
    await expect(registerPage.email).toBeFocused();
    await expect(registerPage.heading).toBeVisible();
    await expect(registerPage.summaryHeading).toHaveCount(0);

    await expect(registerPage.name).toHaveValue('Lejla');
    await expect(registerPage.surname).toHaveValue('Begić');
    await expect(registerPage.email).toHaveValue(manager.email);
    await expect(registerPage.password).toHaveValue(second.password);
    await expect(registerPage.dateOfBirth).toHaveValue('1992-06-30');
    await expect(registerPage.female).toBeChecked();
  });

  test('after changing the taken e-mail the same form registers', async ({ registerPage, manager }) => {
    const data = buildManager({ email: manager.email });
    await registerPage.goto();
    await registerPage.register(data);
    await expect(registerPage.email).toHaveAccessibleDescription('E-mail već postoji. Molimo izaberite drugi!');

    await registerPage.email.fill(buildManager().email);
    await registerPage.submit.click();
    await expect(registerPage.summaryHeading).toBeVisible();
  });

  test('an empty form names every missing field in Croatian without calling the server', async ({ page, registerPage }) => {
    const createCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/manager/create')) createCalls.push(request.url());
    });
    await registerPage.goto();
    await registerPage.submit.click();

    await expect(registerPage.name).toHaveAccessibleDescription('Unesite ime.');
    await expect(registerPage.surname).toHaveAccessibleDescription('Unesite prezime.');
    await expect(registerPage.email).toHaveAccessibleDescription('Unesite email.');
    await expect(registerPage.password).toHaveAccessibleDescription(/Unesite lozinku\./);
    await expect(registerPage.dateOfBirth).toHaveAccessibleDescription('Unesite datum rođenja.');
    await expect(page.getByRole('radiogroup', { name: 'Spol' })).toHaveAccessibleDescription('Odaberite spol.');
    await expect(registerPage.name).toBeFocused();
    expect(createCalls).toEqual([]);
  });

  test('a malformed e-mail, a short password and a future date of birth are refused', async ({ registerPage }) => {
    await registerPage.goto();
    await registerPage.fill(buildManager({ email: 'ana@', password: '12345', dateOfBirth: '2999-01-01' }));
    await registerPage.submit.click();

    await expect(registerPage.email).toHaveAccessibleDescription('Unesite ispravnu email adresu.');
    await expect(registerPage.password).toHaveAccessibleDescription(/Lozinka mora imati najmanje 6 znakova\./);
    await expect(registerPage.dateOfBirth).toHaveAccessibleDescription(
      'Datum rođenja mora biti stvaran datum između 1900. godine i danas.',
    );
    await expect(registerPage.summaryHeading).toHaveCount(0);
  });
});
