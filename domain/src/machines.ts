import { joinApplicationMachine } from './join-company/index.ts';
import { partnerApplicationMachine } from './partner-applications/index.ts';
import { uploadedFileMachine } from './uploads/index.ts';

/** Every state machine of the product, gathered for the database test that keeps SQL's transitions equal. */
export const machines = [joinApplicationMachine, uploadedFileMachine, partnerApplicationMachine] as const;
