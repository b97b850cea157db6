import { approveProjectFilingApprovalSchema, rejectProjectFilingApprovalSchema } from '@pp/domain';
import { schemaForm } from '../../components/schemaForm.ts';

/** Approving a step: an optional comment. */
export const approveFormOptions = (approvalId: string) => schemaForm(approveProjectFilingApprovalSchema, { approvalId, auditComment: '' });

/** Rejecting a step: the comment is required. */
export const rejectFormOptions = (approvalId: string) => schemaForm(rejectProjectFilingApprovalSchema, { approvalId, auditComment: '' });
