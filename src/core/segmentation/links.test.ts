import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageKey, pageLinks } from './links';

const pages = path.resolve(import.meta.dirname, '../../../tests/fixtures/logseq-docs/pages');
const page = (name: string) => fs.readFileSync(path.join(pages, name), 'utf8');

describe('the pages a note links to', () => {
  it('reads wiki links in properties and nested bullets of real Logseq pages, each once', () => {
    expect(pageLinks(page('Advanced commands.md'))).toEqual([
      'Feature',
      'All Platforms',
      'Publish Web',
      'ClojureScript Eval in a Block',
      'Advanced Queries',
    ]);
  });

  it('leaves out links quoted as code: a page that teaches the syntax links nowhere', () => {
    // Every [[…]] on this page stands in backticks, as an example of what to type.
    expect(pageLinks(page('Aliases and external links.md'))).toEqual([]);
    expect(pageLinks('```\n[[Not a link]]\n```\n\nand `[[nor this]]` but [[This]]')).toEqual(['This']);
  });

  it('reads shown text, headings and relative note files as the page they point to; web links are not pages', () => {
    const text =
      '[[Setup|the setup]] and [[Setup#Install]], [guide](../docs/Setup%20Guide.md#top), [site](https://e.org/a.md)';
    expect(pageLinks(text)).toEqual(['Setup', 'Setup Guide']);
  });

  it('names one page one way, however it is written', () => {
    expect(pageKey('pages/Community___Query Learning Sprint (Summer 2022).md')).toBe(
      'community/query learning sprint (summer 2022)',
    );
    expect(pageKey('Setup  guide')).toBe(pageKey('setup Guide.md'));
    expect(pageKey('Setup guide')).not.toBe(pageKey('Setup'));
  });
});
