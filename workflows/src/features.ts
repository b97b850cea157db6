import { taskQueue as defaultTaskQueue } from '@pp/domain';
import type { WorkflowFeature } from './feature.ts';
import type * as bundle from './workflows.ts';
import { joinCompanyWorkflows } from './join-company/feature.ts';
import { partnerApplicationsWorkflows } from './partner-applications/feature.ts';
import { profileWorkflows } from './profile/feature.ts';
import { projectFilingWorkflows } from './project-filing/feature.ts';
import { companyPointWorkflows } from './company-point/feature.ts';
import { uploadsWorkflows } from './uploads/feature.ts';
import { performanceImportWorkflows } from './performance-import/feature.ts';
import { companyCertificationWorkflows } from './company-certification/feature.ts';
import { personalCertificationWorkflows } from './personal-certification/feature.ts';
import { examWorkflows } from './exam/feature.ts';
import { publicationWorkflows } from './publication/feature.ts';

/**
 * Every workflow feature, one line each (a feature declares itself in its folder's feature.ts). The worker registers
 * their activities and runs their `start` in this order. Node-side only: the workflow bundle is `workflows.ts`.
 */
export const workflowFeatures = [
  joinCompanyWorkflows,
  partnerApplicationsWorkflows,
  profileWorkflows,
  projectFilingWorkflows,
  companyPointWorkflows,
  uploadsWorkflows,
  performanceImportWorkflows,
  companyCertificationWorkflows,
  personalCertificationWorkflows,
  examWorkflows,
  publicationWorkflows,
] as const;

// The bundle (`workflows.ts`, Temporal's `workflowsPath`) cannot import this list: the declarations name activities,
// which run in Node. So it re-exports each feature's workflow.ts itself, and the compiler keeps the two equal: every
// workflow function the bundle exports is declared here, and every declared name is exported by the bundle.
type Declared = (typeof workflowFeatures)[number]['workflows'][number];
type Bundled = { [K in keyof typeof bundle]: (typeof bundle)[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof typeof bundle];
const _bundleMatchesFeatures: [Exclude<Declared, Bundled>, Exclude<Bundled, Declared>] extends [never, never] ? true : never = true;

/** The task queue of a workflow type: its feature's own (`taskQueue` of its declaration), else the default one. */
export const taskQueueOf = (workflowType: string): string =>
  (workflowFeatures as readonly WorkflowFeature[]).find((f) => f.workflows?.includes(workflowType))?.taskQueue ?? defaultTaskQueue;

/** Every task queue the worker polls: the default one first, then each feature's own. */
export const taskQueues: readonly string[] = [
  ...new Set([defaultTaskQueue, ...(workflowFeatures as readonly WorkflowFeature[]).flatMap((f) => (f.taskQueue ? [f.taskQueue] : []))]),
];
