// Public entry of my approvals: its declaration and its keys and flags.
export { feature } from './feature.ts';
export { approvalsDecideKeys, approvalsFlags, approvalsKeys } from './keys.ts';
