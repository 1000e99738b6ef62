import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });

/** The layer rule's messages for `code` written in the file at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'layers/imports-downwards').map((m) => m.message);
}

describe('the layer rule (eslint-layers.js)', () => {
  it.each([
    ['src/content/x.ts', "import { jobSlug } from '../shared/job';"],
    ['src/content/x.ts', "import { useState } from 'react';"],
    ['src/shared/x.ts', "import { routes } from '../core/app/routes';"],
    ['src/shared/x.ts', "import { Button } from '@mantine/core';"],
    ['api/services/x.ts', "import { client } from '../../src/core/api/client';"],
    ['api/services/x.ts', "export * from '../../src/main/config';"],
    ['src/main/x.ts', "import { createApp } from '../../api/app';"],
    ['src/preload/x.ts', "import { policy } from '../main/url-policy';"],
    ['src/core/pages/x.ts', "const page = () => import('../../../web/platform');"],
    ['src/core/pages/x.ts', "import { createApp } from '../../../api/app';"],
    ['src/core/pages/x.ts', "import fs from 'node:fs';"],
    ['src/core/pages/x.ts', "import { ipcRenderer } from 'electron';"],
    ['src/renderer/x.ts', "import { ipcRenderer } from 'electron';"],
    ['src/renderer/x.ts', "import { webPlatform } from '../../web/platform';"],
    ['web/x.ts', "import { kioskPlatform } from '../src/renderer/platform';"],
  ])('refuses %s: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/shared/x.ts', "import { siteConfig } from '../content/site';"],
    ['src/core/pages/x.ts', "import { apiClient } from '../api/client';"],
    ['src/core/pages/x.ts', "import { jobSlug } from '../../shared/job';"],
    ['api/routes/x.ts', "import { jobSlug } from '../../src/shared/job.ts';"],
    ['src/main/x.ts', "import { app } from 'electron';"],
    ['src/renderer/x.ts', "const app = () => import('../core/app/App');"],
    ['scripts/x.ts', "import { createApp } from '../api/app.ts';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
