// The architecture is held by the linter: these lint real files of each part with one import added, and
// expect the rule that forbids it to fire (and an allowed import to pass).
import fs from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules that fire when `line` is added at the top of `file`. */
async function firing(file: string, line: string): Promise<string[]> {
  const text = `${line}\n${fs.readFileSync(file, 'utf8')}`;
  const [result] = await eslint.lintText(text, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.line === 1).map((m) => m.ruleId ?? m.message);
}

describe('the import boundaries', () => {
  it('keeps the core free of everything around it', async () => {
    expect(await firing('src/core/words.ts', "import { DexieStore } from '../storage/dexie-store';")).toContain(
      'no-restricted-imports',
    );
    expect(await firing('src/core/words.ts', "import { create } from 'zustand';")).toContain('no-restricted-imports');
  });

  it('keeps the kernel under the stages, and the stages under the garden that drives them', async () => {
    expect(await firing('src/core/kernel/ids.ts', "import { recall } from '../recall/recall';")).toContain(
      'no-restricted-imports',
    );
    expect(await firing('src/core/decay/sweep.ts', "import { Garden } from '../garden/garden';")).toContain(
      'no-restricted-imports',
    );
    expect(await firing('src/core/decay/sweep.ts', "import { newId } from '../kernel/ids';")).not.toContain(
      'no-restricted-imports',
    );
  });

  it('lets storage, model, vault and eval see only the core', async () => {
    expect(await firing('src/storage/quota.ts', "import { isVaultPath } from '../vault/paths';")).toContain(
      'no-restricted-imports',
    );
    expect(await firing('src/vault/paths.ts', "import { DexieStore } from '../storage/dexie-store';")).toContain(
      'no-restricted-imports',
    );
    expect(await firing('src/storage/quota.ts', "import { byteSize } from '../core/words';")).toEqual([
      '@typescript-eslint/no-unused-vars',
    ]);
  });

  it('keeps the workers from the UI, and the UI to the workers and the core types', async () => {
    expect(await firing('src/workers/garden/names.ts', "import { App } from '../../ui/App';")).toContain(
      'no-restricted-imports',
    );
    const ui = 'src/ui/common/entry-types.ts';
    expect(await firing(ui, "import { TRUSTS } from '../../core/types';")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await firing(ui, "import { DexieStore } from '../../storage/dexie-store';")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await firing(ui, "import type { Trust } from '../../core/types';")).not.toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('refuses an import that closes a cycle', async () => {
    // The claim reader imports terms.ts; terms.ts importing the reader back closes a loop.
    expect(await firing('src/core/text/terms.ts', "import { claim } from './claims';")).toContain('import-x/no-cycle');
  });
});
