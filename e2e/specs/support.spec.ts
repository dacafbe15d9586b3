import { expect, type Browser, type Page } from '@playwright/test';
import { test, waitForAppOnLoad } from '../support/test';
import { snap } from '../support/screenshots';
import { demo, loginAs } from '../support/session';

/** A page of its own (own session) logged in as `who`. */
async function sessionOf(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = waitForAppOnLoad(await (await browser.newContext()).newPage());
  await loginAs(page, who);
  return page;
}

test('a customer asks for help, the admin replies once in /all-messages, the customer reads the answer', async ({
  browser,
  request,
}) => {
  // A customer of our own: other specs change the demo customer's password.
  const customer = { email: `helpme-${Date.now()}@example.com`, password: 'secret12' };
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Hilda Helpme', ...customer, confirmPassword: customer.password, birthDate: '1990-05-05' },
  });
  expect(registered.ok()).toBe(true);
  const question = `Where do I return the car? (${Date.now()})`;
  const answer = 'At the depot of your drop-off city, any time of day.';

  const asking = await sessionOf(browser, customer);
  await asking.getByRole('button', { name: 'Ask for help' }).first().click();
  const prompt = asking.getByRole('dialog', { name: 'Ask for help' });
  await prompt.getByRole('button', { name: 'Send' }).click();
  await expect(prompt.getByText('This field is required!')).toBeVisible();
  await prompt.getByLabel('How can we help you?').fill(question);
  await prompt.getByRole('button', { name: 'Send' }).click();
  await expect(asking.getByText('Message has been sent!')).toBeVisible();

  const admin = await sessionOf(browser, demo.admin);
  await admin.goto('/all-messages');
  const row = admin.getByRole('row').filter({ hasText: question });
  await expect(row).toContainText('Hilda Helpme');
  await row.getByRole('button', { name: /^Reply to message/ }).click();
  const reply = admin.getByRole('dialog', { name: `Message Reply: ${question}` });
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByText('This field is required!')).toBeVisible();
  await reply.getByLabel('Answer').fill(answer);
  await snap(admin, 'admin-message-reply');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText('Reply has been sent!')).toBeVisible();
  await expect(row).toContainText(answer);
  await expect(row.getByRole('button', { name: /^Reply to message/ })).toBeDisabled();
  await snap(admin, 'admin-all-messages');

  await asking.reload();
  await asking.getByRole('button', { name: 'Ask for help' }).first().click();
  const again = asking.getByRole('dialog', { name: 'Ask for help' });
  await again.getByRole('button', { name: 'Show your questions and answers' }).click();
  const mine = again.getByRole('region', { name: 'Your questions' });
  await expect(mine).toContainText(question);
  await expect(mine).toContainText(`Answer: ${answer}`);
  await snap(asking, 'customer-your-questions');
});
