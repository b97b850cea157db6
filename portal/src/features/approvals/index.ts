// Public entry of my approvals: its declaration.
export { feature, approvalsDecideKeys, approvalsFlags, approvalsKeys } from './feature.ts';
