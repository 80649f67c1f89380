// Every seed's system in the app: a support transcript is digested by the conversation pack (units with
// frustration, resolution and absolute dates), a user's "that's fixed now" eliminates what it corrects, the
// byproducts and the profile show what is open; typed entries and sections change how notes look and decay.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXED_NOW, SUPPORT_CALL } from '../tests/support/conversations';
import { expect, test } from './fixtures';

// The app's today is 2026-01-05, a Monday: "last Tuesday" is 2025-12-30.

test('a transcript is digested into labelled units; a correction eliminates; the profile keeps what is open', async ({
  garden,
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await garden.open();
  await garden.show('Feed');
  await page.getByRole('form', { name: 'Write a note' }).getByLabel('Note').fill(SUPPORT_CALL);
  await expect(page.getByText(/Reads as a conversation: 8 turns by 2 speakers/)).toBeVisible();
  await garden.writeNote(SUPPORT_CALL, { title: 'Support call', trust: 'session' });
  const outcomes = await garden.digest();
  await expect(outcomes).toContainText('3 segments');

  const billing = (await garden.search('charged twice for the renewal')).first();
  await expect(billing).toContainText('expired last Tuesday [2025-12-30]');
  const chips = billing.getByRole('list', { name: 'Labels' });
  for (const chip of ['billing friction', 'resolved', '2025-12-30', 'recency high'])
    await expect(chips).toContainText(chip);
  const csv = (await garden.search('CSV export drops the date column')).first();
  await expect(csv.getByRole('list', { name: 'Labels' })).toContainText('feature gap');
  await expect(csv.getByRole('list', { name: 'Labels' })).toContainText('unresolved');
  await garden.screenshot('conversation-search');

  // The profile: what is still open, within its budget, copyable.
  await garden.show('Profile');
  await expect(page.getByTestId('profile-item')).toHaveCount(2);
  await expect(page.getByTestId('profile-size')).toContainText('of 2000 tokens');
  await expect(page.getByRole('list', { name: 'Profile items' })).not.toContainText('charged twice');
  await page.getByRole('button', { name: 'Copy profile' }).click();
  await expect(page.getByText('Profile copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('CSV export');
  await page.getByLabel('Budget (tokens)').fill('70');
  await expect(page.getByTestId('profile-size')).toHaveText(/^1 item · \d+ of 70 tokens · 1 more did not fit$/);
  await garden.screenshot('profile');

  // "Never mind, that is fixed now" eliminates the slow-replies unit, and only it.
  await garden.writeNote(FIXED_NOW, { title: 'Support call 2', trust: 'session' });
  await garden.digest();
  const eliminated = (await garden.searchCompost('emails to support took four days')).first();
  await expect(eliminated).toContainText(/eliminated: the user said "Never mind, that is fixed now/);
  await expect((await garden.search('CSV export drops the date column')).first()).toBeVisible();
  await garden.show('Compost');
  const aggregates = page.getByTestId('friction-aggregate');
  await expect(aggregates.filter({ hasText: 'response latency' })).toHaveText(
    'response latency mentioned 1× in the last 30 days (1 since composted)',
  );
  await expect(aggregates.filter({ hasText: 'billing friction' })).toContainText('billing friction mentioned 1×');
  await garden.screenshot('compost-frictions');

  // A feature request is kept until shipped; marked shipped, it decays like anything resolved.
  const inspector = await garden.inspect('CSV export drops the date column');
  await expect(inspector.getByTestId('decay-rule')).toHaveText('Decays by: feature request: kept until shipped');
  await expect(inspector.getByRole('list', { name: 'Journal' })).toContainText('conversation/frustration:');
  await expect(inspector.getByRole('list', { name: 'Journal' })).toContainText('core/relation:');
  await inspector.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(inspector.getByTestId('decay-rule')).toHaveText(/resolved: half-life 2 sessions/);
});

test('a transcript file waits with session trust; a plain note keeps the label the user gave it', async ({
  garden,
  page,
}) => {
  await garden.open();
  await garden.dropFiles([
    { name: 'call.txt', content: SUPPORT_CALL },
    { name: 'plan.txt', content: 'The kiln is fired on Sundays.\n\nGlazes dry for a week.' },
  ]);
  // The worker reads the files (the main thread only renders): a moment after they are staged.
  await expect(page.getByLabel('Trust for call.txt')).toHaveValue('session');
  await expect(page.getByLabel('Trust for plan.txt')).toHaveValue('operator');
});

test('entry types can be set, filtered and coloured; sections and packs change decay as configured', async ({
  garden,
  page,
}) => {
  await garden.open();
  await garden.show('Settings');
  await page.getByRole('button', { name: 'Add section' }).click();
  const section = page.getByRole('group', { name: 'Section 1', exact: true });
  await section.getByLabel('Section name').fill('Journals');
  await section.getByLabel('Value').fill('journals');
  await section.getByLabel('Section days').fill('10');
  await page.getByRole('button', { name: 'Add section' }).click();
  const pitfalls = page.getByRole('group', { name: 'Section 2', exact: true });
  await pitfalls.getByLabel('Section name').fill('Pitfalls');
  await pitfalls.getByLabel('Gathers by').selectOption('type');
  await pitfalls.getByLabel('Value').fill('pitfall');
  await pitfalls.getByLabel('Section days').fill('3650');
  await page.getByLabel('Conversations pack').uncheck();
  await garden.saveSettings();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'garden-sections-'));
  for (const [file, text] of [
    ['journals/2026_01_02.md', 'Walked to the harbour and saw the ferry leave.'],
    ['pages/ferry.md', 'The harbour ferry leaves at nine.'],
    ['pages/pitfall.md', 'Watch out: the hall light switch breaks if pressed twice quickly.'],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(dir, 'vault', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'vault', file), text);
  }
  await garden.show('Feed');
  await page.getByTestId('drop-zone').locator('input[webkitdirectory]').setInputFiles(path.join(dir, 'vault'));
  await garden.expectStaged(3);
  await garden.digest();
  await garden.writeNote(
    'Customer: my invoice is wrong again!\nAgent: Let me check the invoice.\nCustomer: Still wrong.',
    {
      trust: 'session',
    },
  );
  await garden.digest();
  // The conversation pack is off: the transcript is cut into units but nothing labels them.
  const unit = (await garden.search('my invoice is wrong again')).first();
  await expect(unit).toBeVisible();
  await expect(unit.getByRole('list', { name: 'Labels' })).toHaveCount(0);

  let inspector = await garden.inspect('Walked to the harbour');
  await expect(inspector.getByTestId('decay-rule')).toHaveText('Decays by: half-life 10 days (section "Journals")');
  inspector = await garden.inspect('harbour ferry leaves at nine');
  await expect(inspector.getByTestId('decay-rule')).toHaveText('Decays by: half-life 365 days (trust class operator)');

  const pitfall = (await garden.search('hall light switch')).first();
  await expect(pitfall.getByRole('list', { name: 'Labels' })).toContainText('Pitfall');
  // Filter by type: the pitfall shows under Pitfall and not under Decision.
  const form = page.getByRole('search');
  await form.getByLabel('Only entries of type').selectOption('pitfall');
  await expect(page.getByRole('list', { name: 'Results' }).getByTestId('result')).toHaveCount(1);
  await form.getByLabel('Only entries of type').selectOption('decision');
  await expect(page.getByText('No decision in your garden mentions “hall light switch”.')).toBeVisible();
  await form.getByLabel('Only entries of type').selectOption('');
  // Its type puts it in the Pitfalls section; typed otherwise, it decays by its class again.
  inspector = await garden.inspect('hall light switch');
  await expect(inspector.getByTestId('decay-rule')).toHaveText('Decays by: half-life 3,650 days (section "Pitfalls")');
  await inspector.getByLabel('Entry type').selectOption('principle');
  await expect(inspector.getByText('set by you')).toBeVisible();
  await expect(inspector.getByTestId('decay-rule')).toHaveText('Decays by: half-life 365 days (trust class operator)');
  await expect((await garden.search('hall light switch')).first().getByRole('list', { name: 'Labels' })).toContainText(
    'Principle',
  );

  await garden.show('Rhizome');
  await page.getByLabel('Colour by type').check();
  await expect(page.getByRole('list', { name: 'Legend', exact: true })).toContainText('principle');
  await page.getByLabel('Show type').selectOption('principle');
  await expect(page.getByTestId('rhizome-stats')).toContainText(/^1 node ·/);
  await garden.screenshot('rhizome-types');

  // Half a year on, the journal (its section ages at 10 days) is composted; the page note (365 days) is not.
  await garden.fastForward('+6 months');
  await expect((await garden.searchCompost('Walked to the harbour')).first()).toContainText('decayed');
  await expect((await garden.search('harbour ferry leaves at nine')).first()).toContainText('ferry leaves at nine');
});

test('a correction recurring three times becomes a pattern; fewer stay single observations', async ({ garden }) => {
  await garden.open();
  await garden.writeNote('Correction: the staging database listens on port 5433, not 5432.', { title: 'Fix 1' });
  await garden.writeNote('Actually, the staging database port is 5433, not 5432 as the wiki says.', { title: 'Fix 2' });
  await garden.digest();
  const inspector = await garden.inspect('staging database port');
  await expect(inspector.getByRole('list', { name: 'Journal' })).toContainText(
    /write-path\/pattern: no pattern inferred: this correction has been seen in [12] source\(s\), 3 are needed/,
  );
  await garden.writeNote('Correction again: the staging database uses port 5433, not 5432.', { title: 'Fix 3' });
  await garden.digest();
  const pattern = (await garden.search('recurring correction staging database port')).filter({
    hasText: 'Recurring correction (3×)',
  });
  await expect(pattern).toHaveCount(1);
  await expect(pattern.getByRole('list', { name: 'Labels' })).toHaveText('pattern · Correction');
});
