import { z } from 'zod';
import { defineMachine } from '../common/machine.ts';
import { code, emailSchema, isValidPhone, uuidSchema } from '../common/validation.ts';
import { currencies, productUnits, purchaseTypes } from '../reference-data/index.ts';
import { customerFullNamePatternSource, projectFilingLimits, projectFilingPeriods, projectFilingSqlConstants } from './limits.ts';
import { projectFilingErrors } from './errors.ts';
import { projectFilingDeadlinesSignals, projectFilingDeadlinesWorkflowType, projectFilingWorkflowSqlConstants } from './workflow-names.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { projectFilingErrors } from './errors.ts';
export { customerFullNamePatternSource, projectFilingLimits, projectFilingPeriods, projectFilingSqlConstants } from './limits.ts';
export * from './workflow-names.ts';

/**
 * Deal registration (project filing): a partner member files a sales opportunity to protect it. The partner
 * administrator approves it, then the vendor; the vendor's approval puts it in effect (VALIDATING) until it is signed,
 * cancelled or expires. A rejection at either step ends it (REJECTED).
 */
export const projectFilingStatuses = ['APPROVING', 'VALIDATING', 'HAVE_SIGNED', 'EXPIRED', 'REJECTED', 'CANCELED'] as const;
export type ProjectFilingStatus = (typeof projectFilingStatuses)[number];
export type ProjectFilingEvent = 'approve' | 'reject' | 'sign' | 'cancel' | 'expire' | 'reopen';

/** Filings that count against the company's quota: under review or in effect. */
export const projectFilingOpenStatuses = ['APPROVING', 'VALIDATING'] as const satisfies readonly ProjectFilingStatus[];

/**
 * APPROVING -approve (the vendor's, the last step)-> VALIDATING, -reject (at either step)-> REJECTED;
 * VALIDATING -sign-> HAVE_SIGNED, -cancel-> CANCELED, -expire-> EXPIRED. The partner administrator's approval moves
 * the filing's approval records (to the vendor's step), not its status. HAVE_SIGNED -reopen-> VALIDATING when the
 * vendor deletes the filing's last performance record and chooses to put it back into effect (before its protection
 * has ended).
 */
export const projectFilingMachine = defineMachine<ProjectFilingStatus, ProjectFilingEvent>({
  name: 'project_filing',
  initial: 'APPROVING',
  states: projectFilingStatuses,
  transitions: {
    APPROVING: { approve: 'VALIDATING', reject: 'REJECTED' },
    VALIDATING: { sign: 'HAVE_SIGNED', cancel: 'CANCELED', expire: 'EXPIRED' },
    HAVE_SIGNED: { reopen: 'VALIDATING' },
    EXPIRED: {},
    REJECTED: {},
    CANCELED: {},
  },
});

/** An approval record (one per step of a filing or a renewal), and a renewal application, share these values. */
export const approvalStatuses = ['APPROVING', 'APPROVED', 'REJECTED'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
export type ApprovalEvent = 'approve' | 'reject';

/** Who decides a step: the partner company (its administrator, in the portal) or the vendor (in the back office). */
export const approvalSources = ['PARTNER_COMPANY', 'VENDOR'] as const;
export type ApprovalSource = (typeof approvalSources)[number];

/** The steps of a filing's or a renewal's approval, in order. */
export const approvalSteps: readonly ApprovalSource[] = ['PARTNER_COMPANY', 'VENDOR'];

export const projectFilingApprovalMachine = defineMachine<ApprovalStatus, ApprovalEvent>({
  name: 'project_filing_approval',
  initial: 'APPROVING',
  states: approvalStatuses,
  transitions: { APPROVING: { approve: 'APPROVED', reject: 'REJECTED' }, APPROVED: {}, REJECTED: {} },
});

/** A renewal application: APPROVING until both steps approve (APPROVED, the filing's date moves) or one rejects. */
export const projectFilingRenewalMachine = defineMachine<ApprovalStatus, ApprovalEvent>({
  name: 'project_filing_renewal',
  initial: 'APPROVING',
  states: approvalStatuses,
  transitions: { APPROVING: { approve: 'APPROVED', reject: 'REJECTED' }, APPROVED: {}, REJECTED: {} },
});

/** What a vendor admin may set in the status update dialog (each a transition from VALIDATING). */
export const projectFilingAdminStatuses = ['HAVE_SIGNED', 'CANCELED', 'EXPIRED'] as const satisfies readonly ProjectFilingStatus[];

/** Chinese characters, letters, digits, spaces, hyphens, underscores, periods and parentheses (half or full width). */
export const customerFullNamePattern = new RegExp(customerFullNamePatternSource, 'u');

/** Today's date (YYYY-MM-DD) in the business time zone, where filings' dates are counted. */
export const businessToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: projectFilingPeriods.businessTimeZone }).format(now);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const dateSchema = (required: 'PROJECT_FILING_FIELD_REQUIRED' | 'PROJECT_FILING_SIGN_DATE_REQUIRED') =>
  z.string({ message: required }).regex(isoDate, code(required));

const requiredText = (max: number, tooLong: Parameters<typeof code>[0] = 'PROJECT_FILING_FIELD_TOO_LONG') =>
  z
    .string({ message: 'PROJECT_FILING_FIELD_REQUIRED' })
    .trim()
    .min(1, code('PROJECT_FILING_FIELD_REQUIRED'))
    .max(max, code(tooLong));

const referenceId = z.number({ message: 'PROJECT_FILING_FIELD_REQUIRED' }).int().positive(code('PROJECT_FILING_FIELD_REQUIRED'));

/** A reason or comment people must give (cancel, reject, renewal): trimmed, 1..200 characters. */
const reasonSchema = z
  .string({ message: 'PROJECT_FILING_REASON_REQUIRED' })
  .trim()
  .min(1, code('PROJECT_FILING_REASON_REQUIRED'))
  .max(projectFilingLimits.filingTextMax, code('PROJECT_FILING_REASON_TOO_LONG'));

/** The amount arrives as a number from forms and as a decimal string from GraphQL (BigFloat). */
export const budgetSchema = z
  .union([z.number(), z.string()], { message: 'PROJECT_FILING_FIELD_REQUIRED' })
  .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v)))
  .refine((v) => Number.isFinite(v), code('PROJECT_FILING_FIELD_REQUIRED'))
  .refine((v) => v > 0 && v <= projectFilingLimits.budgetMax, code('PROJECT_FILING_AMOUNT_OUT_OF_RANGE'))
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), code('PROJECT_FILING_AMOUNT_OUT_OF_RANGE'));

/** One purchase order plan line: a product, a purchase type and a unit the product supports, a count above 0. */
export const projectFilingProductSchema = z.object({
  productId: z.number({ message: 'PROJECT_FILING_PRODUCT_INVALID' }).int().positive(code('PROJECT_FILING_PRODUCT_INVALID')),
  purchaseType: z.enum(purchaseTypes, { message: 'PROJECT_FILING_PRODUCT_INVALID' }),
  unit: z.enum(productUnits, { message: 'PROJECT_FILING_PRODUCT_INVALID' }),
  count: z
    .number({ message: 'PROJECT_FILING_PRODUCT_INVALID' })
    .int(code('PROJECT_FILING_PRODUCT_INVALID'))
    .positive(code('PROJECT_FILING_PRODUCT_INVALID'))
    .max(projectFilingLimits.productCountMax, code('PROJECT_FILING_PRODUCT_INVALID')),
});
export type ProjectFilingProduct = z.infer<typeof projectFilingProductSchema>;

/** The fields of the filing form (create and edit). The server checks again that references exist and are enabled. */
const projectFilingFields = {
  name: requiredText(projectFilingLimits.projectNameMax, 'PROJECT_FILING_NAME_TOO_LONG'),
  customerFullName: requiredText(projectFilingLimits.customerFullNameMax).regex(
    customerFullNamePattern,
    code('PROJECT_FILING_CUSTOMER_NAME_INVALID'),
  ),
  customerAddress: requiredText(projectFilingLimits.customerAddressMax),
  industryId: referenceId,
  contactName: requiredText(projectFilingLimits.contactNameMax),
  contactPosition: requiredText(projectFilingLimits.contactPositionMax),
  contactEmail: emailSchema,
  contactPhonePrefix: z.string({ message: 'PHONE_INVALID' }).trim(),
  contactPhone: z.string({ message: 'PHONE_INVALID' }).trim(),
  estimatedOrderBudget: budgetSchema,
  currencyIsoCode: z.enum(currencies, { message: 'PROJECT_FILING_FIELD_REQUIRED' }),
  estimatedOrderDate: dateSchema('PROJECT_FILING_FIELD_REQUIRED'),
  phaseId: referenceId,
  opportunitySourceId: referenceId,
  competitorIds: z.array(referenceId, { message: 'PROJECT_FILING_FIELD_REQUIRED' }).min(1, code('PROJECT_FILING_FIELD_REQUIRED')),
  applicationScenarioIds: z
    .array(referenceId, { message: 'PROJECT_FILING_FIELD_REQUIRED' })
    .min(1, code('PROJECT_FILING_FIELD_REQUIRED')),
  requirement: z
    .string({ message: 'PROJECT_FILING_REQUIREMENT_REQUIRED' })
    .trim()
    .min(1, code('PROJECT_FILING_REQUIREMENT_REQUIRED'))
    .max(projectFilingLimits.filingTextMax, code('PROJECT_FILING_REQUIREMENT_TOO_LONG')),
  preferredDistributorId: z.number().int().positive().nullish(),
  principalId: z.uuid({ message: 'PROJECT_FILING_PRINCIPAL_INVALID' }),
  products: z
    .array(projectFilingProductSchema, { message: 'PROJECT_FILING_PRODUCTS_REQUIRED' })
    .min(1, code('PROJECT_FILING_PRODUCTS_REQUIRED'))
    .max(projectFilingLimits.productsMax, code('PROJECT_FILING_TOO_MANY_PRODUCTS')),
};

type FilingFieldsShape = { contactPhonePrefix: string; contactPhone: string; estimatedOrderDate: string };
const checkFilingFields = (v: FilingFieldsShape, ctx: z.RefinementCtx, today: string) => {
  if (!isValidPhone(v.contactPhonePrefix, v.contactPhone)) {
    ctx.addIssue({ code: 'custom', path: ['contactPhone'], message: 'PHONE_INVALID' });
  }
  if (v.estimatedOrderDate < today) {
    ctx.addIssue({ code: 'custom', path: ['estimatedOrderDate'], message: 'PROJECT_FILING_ORDER_DATE_PAST' });
  }
};

/** createProjectFiling: a member of `companyId` files a deal with every field of the form. */
export const createProjectFilingSchema = z
  .object({ companyId: uuidSchema, ...projectFilingFields })
  .superRefine((v, ctx) => checkFilingFields(v, ctx, businessToday()));
export type CreateProjectFilingInput = z.infer<typeof createProjectFilingSchema>;
export type ProjectFilingForm = z.input<typeof createProjectFilingSchema>;

/** updateProjectFiling: the same fields, while the filing is in effect. */
export const updateProjectFilingSchema = z
  .object({ filingId: uuidSchema, ...projectFilingFields })
  .superRefine((v, ctx) => checkFilingFields(v, ctx, businessToday()));
export type UpdateProjectFilingInput = z.infer<typeof updateProjectFilingSchema>;

/** Approving a step: the comment is optional. */
export const approveProjectFilingApprovalSchema = z.object({
  approvalId: uuidSchema,
  auditComment: z
    .string()
    .trim()
    .max(projectFilingLimits.filingTextMax, code('PROJECT_FILING_COMMENT_TOO_LONG'))
    .nullish(),
});
/** Rejecting a step needs a comment. */
export const rejectProjectFilingApprovalSchema = z.object({
  approvalId: uuidSchema,
  auditComment: z
    .string({ message: 'PROJECT_FILING_REJECT_COMMENT_REQUIRED' })
    .trim()
    .min(1, code('PROJECT_FILING_REJECT_COMMENT_REQUIRED'))
    .max(projectFilingLimits.filingTextMax, code('PROJECT_FILING_COMMENT_TOO_LONG')),
});

/** Cancelling a filing in effect needs a reason. */
export const cancelProjectFilingSchema = z.object({ filingId: uuidSchema, reason: reasonSchema });

/** The vendor's status update: signed needs the signing date, cancelled a reason; related people may be told. */
export const updateProjectFilingStatusSchema = z
  .object({
    filingId: uuidSchema,
    status: z.enum(projectFilingAdminStatuses, { message: 'PROJECT_FILING_STATUS_ERROR' }),
    signDate: z.string().regex(isoDate, code('PROJECT_FILING_SIGN_DATE_REQUIRED')).nullish(),
    reason: z.string().trim().max(projectFilingLimits.filingTextMax, code('PROJECT_FILING_REASON_TOO_LONG')).nullish(),
    notifyRelated: z.boolean().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'HAVE_SIGNED' && !v.signDate) {
      ctx.addIssue({ code: 'custom', path: ['signDate'], message: 'PROJECT_FILING_SIGN_DATE_REQUIRED' });
    }
    if (v.status === 'CANCELED' && !v.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'PROJECT_FILING_REASON_REQUIRED' });
    }
  });

const progressContent = z
  .string({ message: 'PROJECT_FILING_PROGRESS_REQUIRED' })
  .trim()
  .min(1, code('PROJECT_FILING_PROGRESS_REQUIRED'))
  .max(projectFilingLimits.filingTextMax, code('PROJECT_FILING_PROGRESS_TOO_LONG'));

/** A progress entry: content (1..200) and the project's phase. */
export const createProjectFilingProgressSchema = z.object({ filingId: uuidSchema, content: progressContent, phaseId: referenceId });
export const updateProjectFilingProgressSchema = z.object({ progressId: uuidSchema, content: progressContent, phaseId: referenceId });

/** A renewal: the phase, the new last protected day and a reason. */
export const createProjectFilingRenewalSchema = z.object({
  filingId: uuidSchema,
  phaseId: z.number({ message: 'PROJECT_FILING_RENEWAL_PHASE_INVALID' }).int().positive(code('PROJECT_FILING_RENEWAL_PHASE_INVALID')),
  validUntilDate: z.string({ message: 'PROJECT_FILING_RENEWAL_DATE_INVALID' }).regex(isoDate, code('PROJECT_FILING_RENEWAL_DATE_INVALID')),
  reason: reasonSchema,
});

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const projectFilingCommands = {
  createProjectFiling: createProjectFilingSchema,
  updateProjectFiling: updateProjectFilingSchema,
  approveProjectFilingApproval: approveProjectFilingApprovalSchema,
  rejectProjectFilingApproval: rejectProjectFilingApprovalSchema,
  cancelProjectFiling: cancelProjectFilingSchema,
  updateProjectFilingStatus: updateProjectFilingStatusSchema,
  createProjectFilingProgress: createProjectFilingProgressSchema,
  updateProjectFilingProgress: updateProjectFilingProgressSchema,
  createProjectFilingRenewal: createProjectFilingRenewalSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const projectFilingFeature = defineDomainFeature({
  name: 'project-filing',
  errors: projectFilingErrors,
  limits: projectFilingLimits,
  commands: projectFilingCommands,
  sqlConstants: [...projectFilingSqlConstants, ...projectFilingWorkflowSqlConstants],
  sqlEnums: {
    'app_public.project_filing_status': projectFilingStatuses,
    'app_public.approval_status': approvalStatuses,
    'app_public.approval_source': approvalSources,
  },
  machines: [projectFilingMachine, projectFilingApprovalMachine, projectFilingRenewalMachine],
  workflows: { [projectFilingDeadlinesWorkflowType]: Object.values(projectFilingDeadlinesSignals) },
});
