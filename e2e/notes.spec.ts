// A note's own page: its text as written, what the garden made of each part and why, the notes it links to
// and those linking to it; reached from the Library, a search result and a link, and left by Back.
import { expect, test } from './fixtures';

test('a note is read on its own page, with what became of each part and why, linked both ways', async ({
  garden,
  page,
}) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await garden.open();
  await garden.dropFiles([
    {
      name: 'Gym.md',
      content:
        '# Gym\n\nMy gym is Ironworks Gym. Keep this in the household binder.\n\n- Classes on **Tuesday** evenings, see [[Timetable]]\n- The locker code is `4412`',
    },
    { name: 'Timetable.md', content: '# Timetable\n\n- Spin class at 7 pm\n- Back to [[Gym]]' },
    {
      name: 'Trap.md',
      content:
        '# Trap\n\nThe trap door is [behind the stage](javascript:window.__pwned=1) <img src=x onerror="window.__pwned=2"> in the old hall.',
    },
  ]);
  await garden.digest();
  await garden.fastForward('+1 month');
  await garden.writeNote('Note to self: Riverside Fitness is the gym from now on.', { title: 'Gym change' });
  await garden.digest();

  // The note as written: its heading, bold and code, and each part marked; the superseded line says by what.
  const gym = await garden.openNote('Gym.md');
  const text = gym.getByRole('region', { name: 'The note as written' });
  await expect(text.getByRole('heading', { level: 3, name: 'Gym' })).toBeVisible();
  await expect(text.locator('strong')).toHaveText('Tuesday');
  await expect(text.locator('code')).toHaveText('4412');
  const superseded = text.getByText('My gym is Ironworks Gym.').locator('..');
  await expect(superseded).toHaveAttribute('data-state', 'composted');
  await expect(superseded).toContainText(/composted \d{4}-\d\d-\d\d: superseded by "Note to self: Riverside/);
  await expect(gym.getByRole('region', { name: 'Linked from' })).toContainText('Timetable.md');
  await expect(gym.getByRole('region', { name: 'In the garden' })).toContainText('1 part is superseded by Gym change');
  await garden.screenshot('note');

  // A wiki link opens the note it names; Back returns.
  await gym.getByRole('link', { name: 'Timetable', exact: true }).first().click();
  const timetable = garden.notePage('Timetable.md');
  await expect(timetable.getByRole('region', { name: 'Links to' })).toContainText('Gym');
  await page.goBack();
  await expect(garden.notePage('Gym.md')).toBeVisible();

  // The cause of a composting is a link to the note that caused it.
  await superseded.getByRole('link', { name: 'Gym change' }).click();
  await expect(garden.notePage('Gym change')).toContainText('Riverside Fitness is the gym from now on.');

  // From a search result to the note, at the part that answered.
  const results = await garden.search('which gym do I go to');
  await results.first().getByRole('link', { name: 'Gym change' }).click();
  const change = garden.notePage('Gym change');
  await expect(change.locator('.note-block.focused')).toContainText('Riverside Fitness');

  // Nothing in a note runs or links out of the page by a script.
  await garden.openNote('Trap.md');
  await expect(garden.notePage('Trap.md')).toContainText('in the old hall');
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toBe(0);
});

test('a note edited in place becomes a new version: changed lines superseded, the rest kept; undo restores it', async ({
  garden,
}) => {
  await garden.open();
  await garden.dropFiles([
    {
      name: 'plan.md',
      content:
        '# Plan\n\nThe boiler service is on Monday morning.\n\nThe plumber is Castillo Plumbing.\n\nThe skip arrives on Friday.',
    },
  ]);
  await garden.digest();
  const note = await garden.openNote('plan.md');
  await note.getByRole('button', { name: 'Edit' }).click();
  await note
    .getByLabel('Text of the note')
    .fill(
      '# Plan\n\nThe boiler service is on Tuesday morning.\n\nThe skip arrives on Friday.\n\nThe painter comes in June.',
    );
  await note.getByRole('button', { name: 'Save as a new version' }).click();
  const status = note.getByRole('region', { name: 'Edit this note' }).getByRole('status');
  await expect(status).toHaveText('Saved as version 2: 1 line kept, 2 new, 2 changed or removed.');
  const text = note.getByRole('region', { name: 'The note as written' });
  await expect(text).toContainText('The boiler service is on Tuesday morning.');
  await expect(text).not.toContainText('Monday');
  await expect(note.getByRole('list', { name: 'Journal of this note' })).toContainText('version 2 of "plan.md"');

  // The changed line waits in the compost, superseded by the edit.
  const compost = await garden.searchCompost('boiler service Monday');
  await expect(compost.first()).toContainText('superseded by version 2 of "plan.md", which changed this line');

  // Undo: the previous text again, its lines brought back.
  const again = await garden.openNote('plan.md');
  await again.getByRole('button', { name: 'Undo the last edit' }).click();
  await expect(again.getByRole('region', { name: 'Edit this note' }).getByRole('status')).toHaveText(
    'Saved as version 3: 1 line kept, 0 new, 2 changed or removed, 2 brought back.',
  );
  await expect(again.getByRole('region', { name: 'The note as written' })).toContainText('on Monday morning.');
  await expect(garden.count('active')).toHaveText('3 active');
  await garden.screenshot('note-edited');
});
