// The e2e tests need a Chromium. Playwright cannot download its own here, so use Debian's: install it
// when it is missing and we are root on a Debian-like machine; otherwise say what to do.
import fs from 'node:fs';
import { execSync } from 'node:child_process';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const have = () => candidates.some((p) => fs.existsSync(p));

function playwrightBrowser() {
  try {
    const dir = `${process.env.HOME ?? ''}/.cache/ms-playwright`;
    return fs.existsSync(dir) && fs.readdirSync(dir).some((d) => d.startsWith('chromium'));
  } catch {
    return false;
  }
}

if (!have() && !playwrightBrowser()) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && fs.existsSync('/usr/bin/apt-get')) {
    console.log('ensure-browser: installing Debian chromium for the e2e tests');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error(
      'ensure-browser: no Chromium found. Install one (Debian: `sudo apt-get install chromium`) or run `npx playwright install chromium`.',
    );
    process.exit(1);
  }
}
