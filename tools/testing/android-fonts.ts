/**
 * A Chromium whose fonts are an Android phone's: Roboto only (Roboto 3's variable font, latin, as
 * Android 12 and later have it: apps/site-e2e/fixtures/fonts), given to it through fontconfig, with
 * Roboto as sans-serif and system-ui. Chromium takes its fonts from fontconfig on Linux only. Shared by
 * the typeface journey and `npm run fonts:fallback`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

const robotoDirectory = fileURLToPath(
  new URL('../../apps/site-e2e/fixtures/fonts/', import.meta.url),
);

/** The browser; closing it also removes its fontconfig folder. */
export async function launchWithAndroidFonts(): Promise<Browser> {
  const scratch = mkdtempSync(join(tmpdir(), 'paddock-android-fonts-'));
  const file = join(scratch, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${robotoDirectory}</dir>
  <cachedir>${join(scratch, 'cache')}</cachedir>
  <alias><family>sans-serif</family><prefer><family>Roboto</family></prefer></alias>
  <alias><family>system-ui</family><prefer><family>Roboto</family></prefer></alias>
</fontconfig>
`,
  );
  const browser = await chromium.launch({
    ...chromiumLaunchOptions(),
    env: { ...process.env, FONTCONFIG_FILE: file },
  });
  browser.on('disconnected', () => rmSync(scratch, { recursive: true, force: true }));
  return browser;
}
