/**
 * The layers of ARCHITECTURE.md are real: linting a file of one lib that imports a lib it may not use
 * reports @nx/enforce-module-boundaries, on the workspace's own eslint.config.mjs and project graph.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const workspace = join(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: workspace });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(workspace, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

describe('module boundaries', () => {
  it('stops libs/ui (type:ui) from importing a feature lib', async () => {
    const errors = await boundaryErrors(
      'libs/ui/src/boundary-probe.ts',
      "import { NotFound } from '@paddock/site-shell';\nexport const probe = NotFound;\n",
    );
    // Today site-shell already uses ui, so Nx names the cycle; either way the import fails lint.
    expect(errors).toHaveLength(1);
  });

  it('applies the layer table itself: the e2e journeys may not import any lib', async () => {
    const errors = await boundaryErrors(
      'apps/site-e2e/tests/boundary-probe.ts',
      "import { Button } from '@paddock/ui';\nexport const probe = Button;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/type:e2e.*cannot depend on any libs/);
  });

  it('stops libs/i18n (type:util) from importing libs/ui', async () => {
    const errors = await boundaryErrors(
      'libs/i18n/src/boundary-probe.ts',
      "import { Button } from '@paddock/ui';\nexport const probe = Button;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("applies the scopes' allow-lists: site-shell may not import ticketing", async () => {
    const errors = await boundaryErrors(
      'libs/site-shell/src/boundary-probe.ts',
      "import { ticketingCatalog } from '@paddock/ticketing';\nexport const probe = ticketingCatalog;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/"scope:site-shell".*can only depend on libs tagged with/);
  });

  it('lets a feature lib use ui and util libs', async () => {
    const errors = await boundaryErrors(
      'libs/site-shell/src/boundary-probe.ts',
      "import { localizedPath } from '@paddock/i18n';\nimport { Button } from '@paddock/ui';\nexport const probe = [localizedPath, Button];\n",
    );
    expect(errors).toEqual([]);
  });

  it('lets the app use every lib', async () => {
    const errors = await boundaryErrors(
      'apps/site/app/boundary-probe.ts',
      "import { NotFound } from '@paddock/site-shell';\nimport { Button } from '@paddock/ui';\nexport const probe = [NotFound, Button];\n",
    );
    expect(errors).toEqual([]);
  });
});
