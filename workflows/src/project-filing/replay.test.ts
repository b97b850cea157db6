import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { temporal } from '@temporalio/proto';
import { Worker } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';

/**
 * A run recorded on the code from before a round was one local activity (three activities per round: read the
 * deadlines, remind, expire), with a reminder, a progress signal and the expiry (`fixtures/legacy-round-history.json`,
 * 58 events). Such runs may still sleep in a Temporal that outlived a deployment; the workflow must replay them on
 * their old path (`patched('project-filing-local-round')` is false for them) and not fail as non-deterministic.
 */
describe('projectFilingWorkflow replay', { timeout: 120_000 }, () => {
  it('replays a run recorded before rounds were local activities', async () => {
    const text = readFileSync(new URL('./fixtures/legacy-round-history.json', import.meta.url), 'utf8');
    // (written by protobufjs's toJSON of the fetched history; read back by its fromObject)
    const history = temporal.api.history.v1.History.fromObject(JSON.parse(text));
    expect(history.events?.length).toBe(58);
    await expect(
      Worker.runReplayHistory({ workflowsPath: fileURLToPath(new URL('../workflows.ts', import.meta.url)) }, history, 'legacy-filing'),
    ).resolves.toBeUndefined();
  });
});
