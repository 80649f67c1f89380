// The page model: every test talks to the app through these methods, with role or test-id locators only.
import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

export interface FileSpec {
  name: string;
  content: string;
  type?: string;
}

export const TODAY = '2026-01-05';

/** A size as the app writes it (core/words.ts): "812 B", "4.2 KB", "1 GB". */
export const SIZE = String.raw`[\d.,]+ (?:B|KB|MB|GB|TB)`;

export class GardenPage {
  constructor(readonly page: Page) {}

  async open(today = TODAY): Promise<void> {
    await this.page.goto(`/?today=${today}`);
    await expect(this.page.getByTestId('model-status')).toHaveText(/model ready/, { timeout: 90_000 });
  }

  nav(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: new RegExp(`^${name}`) });
  }

  async show(
    view:
      'Feed' | 'Search' | 'Library' | 'Rhizome' | 'Lesions' | 'Synthesis' | 'Profile' | 'Compost' | 'Time' | 'Settings',
  ): Promise<void> {
    await this.nav(view).click();
    await expect(this.nav(view)).toHaveAttribute('aria-current', 'page');
  }

  /**
   * Drops files on the drop zone the way a browser does: a drop event carrying a DataTransfer. `staged`: how
   * many should then wait in the gut (all of them, unless some are refused at once).
   */
  async dropFiles(files: FileSpec[], staged = files.length): Promise<void> {
    await this.show('Feed');
    const transfer = await this.page.evaluateHandle((specs) => {
      const dt = new DataTransfer();
      for (const f of specs) dt.items.add(new File([f.content], f.name, { type: f.type ?? 'text/plain' }));
      return dt;
    }, files);
    await this.page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
    if (staged) await this.expectStaged(staged);
  }

  /** The staged list is virtual (only rows in view exist), so its heading holds the count. */
  stagedHeading(): Locator {
    return this.page.getByRole('heading', { name: /^Picked, not yet stored/ });
  }

  async expectStaged(count: number): Promise<void> {
    await expect(this.stagedHeading()).toHaveText(`Picked, not yet stored (${String(count)})`);
  }

  async stagedCount(): Promise<number> {
    if ((await this.stagedHeading().count()) === 0) return 0;
    const text = (await this.stagedHeading().textContent()) ?? '';
    return Number(/\((\d+)\)/.exec(text)?.[1] ?? 0);
  }

  async writeNote(text: string, options: { title?: string; trust?: string } = {}): Promise<void> {
    await this.show('Feed');
    const form = this.page.getByRole('form', { name: 'Write a note' });
    if (options.title) await form.getByLabel('Title').fill(options.title);
    await form.getByLabel('Note').fill(text);
    if (options.trust) await form.getByLabel('Trust').selectOption(options.trust);
    await form.getByRole('button', { name: 'Add to the feed' }).click();
  }

  /** Pastes HTML into the note field, as copying part of a web page would. */
  async pasteHtml(html: string, url?: string): Promise<void> {
    await this.show('Feed');
    const field = this.page.getByRole('form', { name: 'Write a note' }).getByLabel('Note');
    const before = await this.stagedCount();
    await field.evaluate(
      (el, { html, url }) => {
        const dt = new DataTransfer();
        dt.setData('text/html', html);
        dt.setData('text/plain', html.replace(/<[^>]+>/g, ' '));
        if (url) dt.setData('text/uri-list', url);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
      },
      { html, url },
    );
    await this.expectStaged(before + 1);
  }

  async setStagedTrust(name: string, trust: string): Promise<void> {
    await this.page.getByLabel(`Trust for ${name}`).selectOption(trust);
  }

  /** Exports the JSON backup from Settings' button into `file`, and returns its text. */
  async exportBackup(file: string): Promise<string> {
    await this.show('Settings');
    const download = this.page.waitForEvent('download', { timeout: 120_000 });
    await this.page.getByRole('button', { name: 'Export JSON backup' }).click();
    await (await download).saveAs(file);
    await expect(this.page.getByText(new RegExp(String.raw`Backup exported \(${SIZE}\)\.`))).toBeVisible();
    return fs.readFileSync(file, 'utf8');
  }

  /**
   * Restores a JSON backup from Settings, saying yes when the garden asks whether to replace what it holds, and
   * waits for the garden to say it is done.
   */
  async importBackup(file: string): Promise<void> {
    await this.pickBackup(file);
    const replace = this.page.getByRole('button', { name: 'Replace this garden' });
    const restored = this.page.getByText('Backup restored.');
    await expect(restored.or(replace)).toBeVisible({ timeout: 120_000 });
    if (await replace.isVisible()) await replace.click();
    await expect(restored).toBeVisible({ timeout: 120_000 });
  }

  /** Picks a JSON backup to restore in Settings, and no more. */
  async pickBackup(file: string): Promise<void> {
    await this.show('Settings');
    await this.page.getByLabel('Import JSON backup').setInputFiles(file);
  }

  /** Imports a vault (.zip) from Settings and returns what the garden said about it. */
  async importVault(file: string): Promise<Locator> {
    await this.show('Settings');
    await this.page.getByLabel('Import markdown vault (.zip)').setInputFiles(file);
    const status = this.page.getByRole('group', { name: 'Your data' }).getByRole('status');
    await expect(status).toContainText(/Restored|Nothing was restored|No garden export/);
    return status;
  }

  /**
   * Waits for a running digestion to end without disturbing the page's main thread: an `expect` that keeps
   * failing builds an aria snapshot of the page each retry, and the Long Tasks API would count that as ours.
   */
  async waitForDigestQuietly(): Promise<void> {
    await this.page.waitForFunction(() => document.querySelector('[data-testid="ingest-outcomes"]') !== null, null, {
      polling: 250,
      timeout: 300_000,
    });
  }

  /** Digests everything staged and waits for the outcome list. */
  async digest(): Promise<Locator> {
    await this.page.getByRole('button', { name: /^Digest \d+ source/ }).click();
    const outcomes = this.page.getByTestId('ingest-outcomes');
    await expect(outcomes).toBeVisible({ timeout: 120_000 });
    return outcomes;
  }

  async search(query: string, options: { compost?: boolean } = {}): Promise<Locator> {
    await this.show('Search');
    const form = this.page.getByRole('search');
    await form.getByLabel('Search the garden').fill(query);
    const toggle = form.getByLabel('Include compost');
    if ((await toggle.isChecked()) !== (options.compost ?? false)) await toggle.click();
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    const list = this.page.getByRole('list', { name: 'Results' });
    await expect(list).toHaveAttribute('data-query', query);
    return list.getByTestId('result');
  }

  /** The Library, filtered as asked: its rows (only those in view exist) and its count of what it shows. */
  async library(
    filter: { text?: string; kind?: string; trust?: string } = {},
  ): Promise<{ rows: Locator; count: Locator }> {
    await this.show('Library');
    const filters = this.page.getByRole('search', { name: 'Filter the library' });
    await filters.getByLabel('Filter').fill(filter.text ?? '');
    await filters.getByLabel('Kind').selectOption(filter.kind ?? 'all');
    await filters.getByLabel('Trust').selectOption(filter.trust ?? 'all');
    const table = this.page.getByRole('table', { name: 'Sources' });
    return { rows: table.getByTestId('library-row'), count: this.page.getByTestId('library-count') };
  }

  /** Sorts the Library by a column, by its header's button; returns the header's aria-sort. */
  async sortLibrary(column: string): Promise<Locator> {
    const header = this.page.getByRole('table', { name: 'Sources' }).getByRole('columnheader', { name: column });
    await header.getByRole('button').click();
    return header;
  }

  /** The search's second tier: composted entries that answer better than anything living. */
  compostTier(): Locator {
    return this.page.getByRole('region', { name: 'From the compost' }).getByTestId('result');
  }

  count(state: 'active' | 'set aside' | 'dormant' | 'quarantined' | 'composted' | 'lesions' | 'sources'): Locator {
    // "1 lesion", "2 lesions": the count's noun is in its number.
    const noun = state.endsWith('s') ? `${state.slice(0, -1)}s?` : state;
    return this.page.getByTestId('garden-counts').getByText(new RegExp(`^[\\d,]+ ${noun}$`));
  }

  async fastForward(label: '+1 day' | '+1 week' | '+1 month' | '+6 months', times = 1): Promise<void> {
    await this.show('Time');
    const button = this.page.getByRole('group', { name: 'Fast-forward' }).getByRole('button', { name: label });
    for (let i = 0; i < times; i++) {
      await expect(button).toBeEnabled();
      await button.click();
    }
    await expect(button).toBeEnabled({ timeout: 60_000 });
  }

  async searchCompost(query: string): Promise<Locator> {
    await this.show('Compost');
    await this.page.getByLabel('Search the compost').fill(query);
    await this.page.getByRole('button', { name: 'Search compost' }).click();
    return this.page.getByTestId('compost-entry');
  }

  /** Opens the first search result for `query` in the inspector. */
  async inspect(query: string): Promise<Locator> {
    const results = await this.search(query);
    await results
      .first()
      .getByRole('button', { name: /Inspect/ })
      .click();
    return this.inspector();
  }

  async saveSettings(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save settings' }).click();
    await expect(this.page.getByTestId('settings-status')).toHaveText('Saved.');
  }

  /** A note's own page, found by its title: the page's article is named by it. */
  notePage(title: string | RegExp): Locator {
    return this.page.getByRole('article', { name: title });
  }

  /** Opens a note from the Library, by its title's link. */
  async openNote(title: string): Promise<Locator> {
    const { rows } = await this.library({ text: title });
    await rows.getByRole('link', { name: title, exact: true }).first().click();
    const note = this.notePage(title);
    await expect(note.getByRole('heading', { level: 2 })).toHaveText(title);
    return note;
  }

  inspector(): Locator {
    return this.page.getByRole('complementary', { name: 'Inspector' });
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });
  }
}
