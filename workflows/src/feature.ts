/**
 * A workflow feature's one declaration to the worker (`workflows/src/<feature>/feature.ts`): the activities it
 * registers, built from what the worker hands every feature; the workflows its `workflow.ts` exports to the bundle;
 * and what the worker starts once (a long-running sweep). `features.ts` lists them and the worker reads the list.
 * Node-side only: the workflow bundle (`workflows.ts`) never imports a declaration, which names activities.
 */
import type { Client } from '@temporalio/client';
import type pg from 'pg';
import type { AccountService } from './profile/account.ts';
import type { SmsSender } from './profile/sms.ts';
import type { UploadsStorage } from './uploads/storage.ts';

/** What the worker hands every feature. */
export interface WorkerDeps {
  pool: pg.Pool;
  /** The SMS provider and the identity provider's account service (profile). */
  profile: { sms: SmsSender; account: AccountService };
  /** Object storage, when S3_ENDPOINT is set. */
  storage?: UploadsStorage;
}

export interface WorkflowFeature {
  /** The feature's folder name. */
  readonly name: string;
  /** The feature's activities; names are global to the task queue (a name two features register throws). */
  readonly activities?: (deps: WorkerDeps) => object;
  /** The workflow functions its workflow.ts exports to the bundle, by name (= workflow type). */
  readonly workflows?: readonly string[];
  /**
   * The task queue its workflows and activities run on; default `taskQueue` from @pp/domain. A feature whose
   * workflows can wake by the tens of thousands at once (one per entity, falling due together) takes a queue of its
   * own: the worker polls each queue with slots of its own, so such a backlog never delays the other features' work.
   */
  readonly taskQueue?: string;
  /** Run once when the worker starts, after the relay (in the list's order). */
  readonly start?: (client: Client, deps: WorkerDeps) => Promise<void>;
}

export const defineWorkflowFeature = <const F extends WorkflowFeature>(feature: F): F => feature;
