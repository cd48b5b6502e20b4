import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode } from '@temporalio/worker';
import { workflowBundlePath, workflowInterceptorModules } from '../workflows/create-worker.ts';

/**
 * Bundles every workflow once at image build time, so a production temporal-worker starts
 * without running webpack (workflows/create-worker.ts prefers this file when it exists).
 */
const started = Date.now();
const { code } = await bundleWorkflowCode({
  workflowsPath: fileURLToPath(new URL('../workflows/index.ts', import.meta.url)),
  workflowInterceptorModules,
});
await mkdir(dirname(workflowBundlePath), { recursive: true });
await writeFile(workflowBundlePath, code);
console.log(`workflow bundle: ${workflowBundlePath} (${Math.round(code.length / 1024)} KiB, ${Date.now() - started} ms)`);
