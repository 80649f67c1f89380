import { describe, expect, it } from 'vitest';
import { noteHref, parseRoute, viewHref } from './route';

describe('the address of a view', () => {
  it('names a view, and a note with the node to bring into view, and reads them back', () => {
    expect(parseRoute(viewHref('library'))).toEqual({ view: 'library' });
    expect(parseRoute(noteHref('s_1/2 x', 'n_3'))).toEqual({ view: 'note', note: { id: 's_1/2 x', focus: 'n_3' } });
    expect(parseRoute(noteHref('s_1'))).toEqual({ view: 'note', note: { id: 's_1' } });
  });

  it('leaves the app where it is on an address it does not know or cannot read', () => {
    expect(parseRoute('')).toBeUndefined();
    expect(parseRoute('#/nowhere')).toBeUndefined();
    expect(parseRoute('#/note/')).toBeUndefined();
    expect(parseRoute('#/note/%E0%A4%A')).toBeUndefined();
  });
});
