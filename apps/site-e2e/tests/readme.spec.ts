/** The README lists every journey: each file of this folder is named in its "The journeys" section. */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

test('the README names every journey', () => {
  test.skip(test.info().project.name !== 'desktop', 'one check is enough');
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const journeys = readme.slice(readme.indexOf('## The journeys'), readme.indexOf('## Details'));
  const files = readdirSync(new URL('.', import.meta.url)).filter((name) =>
    name.endsWith('.spec.ts'),
  );
  expect(files.filter((name) => !journeys.includes(`\`${name}\``))).toEqual([]);
});
