/**
 * Every workflow the worker runs: the worker's `workflowsPath`. Bundled by Temporal's webpack into the
 * deterministic sandbox, so only workflow modules belong here (no activities, no Node modules): it cannot read the
 * features list (`features.ts`, whose declarations name activities), so each feature with workflows adds its line
 * here too, and the compiler checks the two agree (`features.ts`).
 */
export * from './join-company/workflow.ts';
export * from './partner-applications/workflow.ts';
export * from './uploads/workflow.ts';
export * from './profile/workflow.ts';
export * from './project-filing/workflow.ts';
export * from './company-point/workflow.ts';
export * from './performance-import/workflow.ts';
export * from './company-certification/workflow.ts';
export * from './personal-certification/workflow.ts';
export * from './exam/workflow.ts';
export * from './publication/workflow.ts';
