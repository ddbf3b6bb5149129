import { daysFromNow, uniqueTitle } from './deck-setup.ts';
import { expect, expectAccessible, test, uniqueEmail } from './fixtures.ts';

let ownerEmail = '';

test.afterEach(async ({ db }) => {
  // The owner's account goes with its user; its published event goes with the account.
  if (ownerEmail) await db.query('DELETE FROM "user" WHERE email = $1', [ownerEmail]);
});

test('a business signs up, posts and pays for an event, an admin publishes it, a user swipes it', async ({
  page,
  browser,
  db,
  login,
}) => {
  ownerEmail = (await login('user')).email!;
  const title = uniqueTitle('Rooftop Jazz');

  // Sign up, answering the server's captcha.
  await page.goto('/business-signup');
  await expect(page.getByLabel(/^What is \d+ \+ \d+\?$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Company name').fill('Harbor Lights Music');
  await page.getByLabel('Business type').selectOption('venue');
  await page.getByLabel('Contact name').fill('Rae Harbor');
  await page.getByLabel('Email').fill('bookings@harbor.example');
  const question = page.getByLabel(/^What is \d+ \+ \d+\?$/);
  const asked = await page.getByText(/^What is \d+ \+ \d+\?$/).textContent();
  const [a, b] = asked!.match(/\d+/g)!.map(Number) as [number, number];
  await question.fill(String(a + b));
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Account Approved!' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Harbor Lights Music' })).toBeVisible();
  await expectAccessible(page);

  // Post an event: it waits for its fee.
  await page.getByRole('button', { name: 'Add New Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Event' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Date').fill(daysFromNow(4));
  await dialog.getByLabel('Time').fill('20:30');
  await dialog.getByLabel('Venue').fill('Harbor Lights Roof');
  await dialog.getByLabel('Price').fill('$25');
  await dialog.getByRole('button', { name: 'Save event' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Payment Pending').first()).toBeVisible();
  await expectAccessible(page);

  // Pay through the built-in test provider; the dashboard confirms from the server's record.
  await page.getByRole('button', { name: `Pay $5 for ${title}` }).click();
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await expect(page.getByText(/Test payment/).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(page).toHaveURL(/\/business-dashboard/);
  await expect(page.getByText('Payment received — your event is under review')).toBeVisible();
  await expect(page.getByText('Paid - Under Review').first()).toBeVisible();
  await expectAccessible(page);

  // An admin publishes it from the review list.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const signIn = await adminContext.request.post('/api/auth/admin-login', {
    data: { username: 'admin', password: 'e2e-admin-password' },
  });
  expect(signIn.ok()).toBe(true);
  await admin.goto('/admin');
  const review = admin.getByRole('list', { name: 'Business events awaiting review' });
  await expect(review.getByRole('button', { name: `Publish ${title}` })).toBeVisible();
  await expectAccessible(admin);
  await review.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(review.getByRole('button', { name: `Publish ${title}` })).toHaveCount(0);
  await adminContext.close();

  await page.reload();
  await expect(page.getByText('Live', { exact: true }).first()).toBeVisible();

  // A user whose deck holds only this event swipes it.
  const userContext = await browser.newContext();
  const deck = await userContext.newPage();
  const res = await userContext.request.post('/api/auth/register', {
    data: { email: uniqueEmail(), password: 'secret123', firstName: 'Sam', lastName: 'Swiper' },
  });
  expect(res.status()).toBe(201);
  const { id: userId } = (await res.json()) as { id: string };
  await db.query(
    `INSERT INTO user_events (user_id, event_id, action)
     SELECT $1, id, 'passed' FROM events WHERE title <> $2`,
    [userId, title],
  );
  await deck.goto('/home');
  await expect(deck.getByRole('article', { name: title })).toBeVisible();
  // The card reached the top: the business's analytics count the view.
  await expect
    .poll(async () => {
      const { rows } = await db.query(
        `SELECT 1 FROM event_views v JOIN events e ON e.id = v.event_id
         WHERE e.title = $1 AND v.user_id = $2`,
        [title, userId],
      );
      return rows.length;
    })
    .toBe(1);
  await userContext.close();
});
