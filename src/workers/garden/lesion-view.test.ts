import { expect, it } from 'vitest';
import { feed, makeGarden } from '../../../tests/support/garden';
import { lesionViews } from './views';

it('a lesion card names the slot both sides fill, each value, and why the garden opened it', async () => {
  const { garden, clock } = await makeGarden();
  await feed(garden, 'The library closing time is 8 pm.', { title: 'Home' });
  await feed(garden, 'Town page: the library closing time is 5 pm.', { title: 'Town page', trust: 'external' });
  const [view] = await lesionViews(garden, clock.now());
  expect(view?.slot).toEqual({ attribute: 'library closing time', values: ['5 pm', '8 pm'] });
  expect(view?.why).toBe('lower-trust challenge (external against operator)');
  expect(view?.challenger.note?.title).toBe('Town page');
});
