// How the tests and the benchmark launch Chromium: Debian's where it is installed (CI, this machine), else
// Playwright's own; headless, with nothing that reaches the network.
import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

export const chromiumLaunchOptions: LaunchOptions = {
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
};
