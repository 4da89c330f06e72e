/**
 * Where the browser tests find Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else (on a
 * developer's machine that has one) Playwright's own download. Shared by the e2e journeys and the
 * story tests, so both run in the same browser with the same flags.
 */
import { existsSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';

export function chromiumExecutable(): string | undefined {
  const fromEnvironment = process.env['CHROMIUM_PATH'];
  if (fromEnvironment) return fromEnvironment;
  return existsSync(debianChromium) ? debianChromium : undefined;
}

/** Flags for a headless Chromium on a closed network, running as root in CI. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  const executablePath = chromiumExecutable();
  return executablePath ? { executablePath, args: chromiumArgs } : { args: chromiumArgs };
}
