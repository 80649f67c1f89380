// The browser's report that it discarded a damaged database reaches the garden; nothing else does.
import { describe, expect, it } from 'vitest';
import { reportingDataLoss } from './data-loss';

/** An IndexedDB factory whose open requests fire `upgradeneeded` with what Chromium adds to it. */
function factoryReporting(dataLoss: 'none' | 'total', message: string) {
  const opened: string[] = [];
  const factory = {
    open(name: string) {
      opened.push(name);
      const request = new EventTarget();
      queueMicrotask(() => {
        request.dispatchEvent(Object.assign(new Event('upgradeneeded'), { dataLoss, dataLossMessage: message }));
      });
      return request;
    },
    databases: function (this: unknown) {
      return Promise.resolve(this === factory ? ['called on the factory'] : ['called on something else']);
    },
  };
  return { factory: factory as unknown as IDBFactory, opened };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reportingDataLoss', () => {
  it('passes on the message of a browser that discarded the database', async () => {
    const { factory, opened } = factoryReporting('total', 'IndexedDB (database was corrupt): checksum mismatch');
    const losses: string[] = [];
    reportingDataLoss(factory, (m) => losses.push(m)).open('garden', 50);
    await settled();
    expect(opened).toEqual(['garden']);
    expect(losses).toEqual(['IndexedDB (database was corrupt): checksum mismatch']);
  });

  it('says nothing when the browser lost nothing', async () => {
    const { factory } = factoryReporting('none', '');
    const losses: string[] = [];
    reportingDataLoss(factory, (m) => losses.push(m)).open('garden', 50);
    await settled();
    expect(losses).toEqual([]);
  });

  it("leaves the factory's other methods working on the factory itself", async () => {
    const { factory } = factoryReporting('none', '');
    const watched = reportingDataLoss(factory, () => undefined);
    await expect(watched.databases()).resolves.toEqual(['called on the factory']);
  });
});
