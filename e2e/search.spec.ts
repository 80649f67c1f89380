// Honest search: what the garden does not hold gets a plain "nothing", and what answers shows why it did.
import { expect, test } from './fixtures';
import { HOUSEHOLD_FILES } from './support/household';

test('a search says so when nothing answers, and marks the words that did', async ({ garden, page }) => {
  await garden.open();
  await garden.dropFiles(HOUSEHOLD_FILES);
  await garden.digest();

  // Nothing near it in meaning and none of its words: said in a sentence; the nearest notes are marked loose.
  const none = await garden.search('Roth IRA contribution limits');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing in your garden mentions' })).toHaveText(
    /^Nothing in your garden mentions “Roth IRA contribution limits”\./,
  );
  await expect(none.first()).toContainText('loosely related');
  await expect(none.and(page.locator('[data-answers="true"]'))).toHaveCount(0);

  // A name finds where it is written, first and as an answer; the word is marked in it.
  const named = await garden.search('vaillant');
  await expect(named.first()).toHaveAttribute('data-answers', 'true');
  await expect(named.first().locator('mark')).toHaveText('Vaillant');
  await expect(page.getByText('Nothing in your garden mentions')).toHaveCount(0);
  await garden.screenshot('search');

  const asked = await garden.search('when do the bins go out?');
  await expect(asked.first()).toContainText('Tuesday night');
  await expect(asked.first().locator('mark')).toHaveText(['bins', 'go']);
});

test('a note that replaced another answers a question asked in the old words, and says what it replaced', async ({
  garden,
}) => {
  await garden.open();
  await garden.writeNote('Our dentist is Dr. Ames at the Elm Street practice.', { title: 'Dentist' });
  await garden.writeNote('The dentist reminder letter came for Theo.', { title: 'Post' });
  await garden.digest();
  await garden.fastForward('+1 week');
  await garden.writeNote(
    'Dr. Ames has retired, so from this month we see Dr. Okafor at the Elm Street practice instead.',
    { title: 'Dentist change' },
  );
  await garden.digest();

  const results = await garden.search('Who is our dentist?');
  await expect(results.first()).toContainText('we see Dr. Okafor');
  await expect(results.first().getByTestId('stands-for')).toHaveText(
    /in place of “Our dentist is Dr\. Ames at the Elm Street practice\.”, which it superseded/,
  );
});

test('a note that changed one thing of an older one leaves the rest of it in the garden, and says so', async ({
  garden,
}) => {
  await garden.open();
  await garden.writeNote(
    'The wifi password is TulipField42. The router is in the hallway cupboard, behind the coats.',
    {
      title: 'Home',
    },
  );
  await garden.digest();
  await garden.fastForward('+1 week');
  await garden.writeNote('Changed the wifi password to MapleStone7.', { title: 'Wifi' });
  // The feed names what the note replaced, not only how many challenges it made.
  const outcomes = await garden.digest();
  await expect(outcomes.getByRole('list', { name: 'What Wifi changed' })).toHaveText(
    'replaced “The wifi password is TulipField42.”',
  );

  const router = await garden.search('Where is the router?');
  await expect(router.first().locator('.node-text .text')).toHaveText(
    'The router is in the hallway cupboard, behind the coats.',
  );
  await expect(router.first().getByTestId('rest-of')).toHaveText(
    /the rest of a note whose “The wifi password is TulipField42\.” went to compost, superseded by "Changed the wifi/,
  );
  const password = await garden.search('What is the wifi password?');
  await expect(password.first()).toContainText('MapleStone7');
});

test('a note written without a title is not called by its own words a second time', async ({ garden }) => {
  await garden.open();
  await garden.writeNote('The water meter is under the front steps, behind the loose board.');
  await garden.digest();
  const results = await garden.search('Where is the water meter?');
  await expect(results.first().getByRole('link', { name: 'note', exact: true })).toBeVisible();
  await expect(results.first().getByText('The water meter is under the front steps')).toHaveCount(1);
});

test('a CSV export is read row by row and a calendar by its events: each row and each event is its own thing', async ({
  garden,
}) => {
  await garden.open();
  await garden.dropFiles([
    {
      name: 'household-bills.csv',
      type: 'text/csv',
      content:
        'bill,provider,account ref,payment,day of month\nCouncil tax,South Lakeland DC,6119044-3,Direct Debit,1st\nWater,United Utilities,UU 3380 5521 09,Direct Debit,15th\n',
    },
    {
      name: 'invite.ics',
      type: 'text/calendar',
      content: [
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'UID:040000008200E00074C5B7101A82E00800000000B0F3C7E6',
        'SEQUENCE:1',
        'DTSTART:20270927T100000',
        'SUMMARY:Weekly planning sync',
        'LOCATION:Faraday Room (2.07)',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    },
  ]);
  await garden.digest();
  const water = await garden.search('water account ref');
  await expect(water.first().locator('.node-text .text')).toHaveText(
    'bill: Water provider: United Utilities account ref: UU 3380 5521 09 payment: Direct Debit day of month: 15th',
  );
  const tax = await garden.search('council tax account ref');
  await expect(tax.first()).toContainText('6119044-3');
  await expect(tax.first()).not.toContainText('UU 3380');
  const room = await garden.search('Where is the weekly planning sync?');
  await expect(room.first()).toContainText('LOCATION:Faraday Room (2.07)');
  await expect(room.first()).not.toContainText('SEQUENCE');
});
