import { z } from 'zod';
import { defineMachine } from '../common/machine.ts';
import { defineDomainFeature } from '../common/feature.ts';
import { commonLimits, type Site } from '../common/constants.ts';
import { code, isValidPhone, uuidSchema } from '../common/validation.ts';
import { certificationLevelIdSchema } from '../certification/index.ts';
import { companyCertificationErrors } from './errors.ts';
import { companyCertificationLimits, companyCertificationPeriods, companyCertificationSqlConstants } from './limits.ts';
import { companyCertificationSignals, companyCertificationWorkflowType } from './workflow-names.ts';

export { companyCertificationErrors } from './errors.ts';
export { companyCertificationLimits, companyCertificationPeriods } from './limits.ts';
export * from './workflow-names.ts';

/**
 * A company's partnership certification: the company applies for a level of its site's programme; a vendor admin
 * approves it (with the level granted, which may differ from the one applied for, and the certificate's grant and
 * expiry dates) or rejects it with a reason. An approved certification is in effect (VALIDATING) and sets the
 * company's certification level, and with it the default deal-registration quota, until it expires at the end of its
 * expiry date or a newer approved certification of the company replaces it.
 *
 * The statuses, as the product names them: WAITING_APPROVAL (verification in progress), VALIDATING (in effect),
 * EXPIRED, REJECTED, CANCELED (replaced by a newer certification), COMMITTED (kept for the product's data; no
 * transition leads to it).
 */
export const companyCertificationStatuses = ['WAITING_APPROVAL', 'VALIDATING', 'EXPIRED', 'REJECTED', 'CANCELED', 'COMMITTED'] as const;
export type CompanyCertificationStatus = (typeof companyCertificationStatuses)[number];
export type CompanyCertificationEvent = 'approve' | 'reject' | 'expire' | 'replace';

export const companyCertificationMachine = defineMachine<CompanyCertificationStatus, CompanyCertificationEvent>({
  name: 'company_certification',
  initial: 'WAITING_APPROVAL',
  states: companyCertificationStatuses,
  transitions: {
    WAITING_APPROVAL: { approve: 'VALIDATING', reject: 'REJECTED' },
    VALIDATING: { expire: 'EXPIRED', replace: 'CANCELED' },
    EXPIRED: {},
    REJECTED: {},
    CANCELED: {},
    COMMITTED: {},
  },
});

/** The back office's status filter: its labels and the statuses each stands for. */
export const companyCertificationStatusFilters = {
  reviewing: ['WAITING_APPROVAL'],
  inEffect: ['VALIDATING'],
  expired: ['EXPIRED'],
  rejected: ['REJECTED'],
  replaced: ['CANCELED', 'COMMITTED'],
} as const satisfies Record<string, readonly CompanyCertificationStatus[]>;

/**
 * The tier and benefit table of each site's programme: the benefits in the order shown, and per level key the
 * benefits it carries (the keys are the levels' `key`s of `app_public.certification_levels`).
 */
export const companyCertificationBenefits = {
  MAINLAND: {
    benefits: ['onlineTraining', 'directOrdering', 'projectProtection', 'rebate', 'saleQualification', 'serviceDiscount', 'technicalEmpowerment'],
    levels: {
      REGISTER: [true, false, true, false, true, false, false],
      SILVER: [true, false, true, true, true, true, false],
      GOLD: [true, false, true, true, true, true, true],
      PLATINUM: [true, true, true, true, true, true, true],
    },
  },
  GLOBAL: {
    benefits: ['partnerPortal', 'projectSubmission', 'partnerPoints', 'serviceDiscount', 'rebate', 'opportunitySupport'],
    levels: {
      REGISTERED: [true, true, true, true, true, false],
      ADVANCED: [true, true, true, true, true, true],
    },
  },
} as const satisfies Record<Site, { benefits: readonly string[]; levels: Record<string, readonly boolean[]> }>;

const dayMs = 86_400_000;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date (YYYY-MM-DD) moved by whole days. */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * May the company renew this certification today (a business date)? In effect and within `renewalWindowDays` of its
 * expiry date, or expired at most `renewalWindowDays` ago. SQL computes the same (`company_certifications_can_renew`).
 */
export const companyCertificationRenewable = (
  c: { status: CompanyCertificationStatus; expiredDate: string | null },
  today: string,
): boolean => {
  if (!c.expiredDate) return false;
  const window = companyCertificationPeriods.renewalWindowDays;
  if (c.status === 'VALIDATING') return today >= addDays(c.expiredDate, -window);
  if (c.status === 'EXPIRED') return today <= addDays(c.expiredDate, window);
  return false;
};

/** Applying: a level of the company's site's programme (the programme is the level's). */
export const applyCompanyCertificationSchema = z.object({
  companyId: uuidSchema,
  levelId: z.number({ message: 'COMPANY_CERTIFICATION_LEVEL_REQUIRED' }).int().positive(code('COMPANY_CERTIFICATION_LEVEL_REQUIRED')),
});
export type ApplyCompanyCertificationInput = z.infer<typeof applyCompanyCertificationSchema>;

const dateSchema = z.string({ message: 'COMPANY_CERTIFICATION_DATE_REQUIRED' }).regex(isoDate, code('COMPANY_CERTIFICATION_DATE_REQUIRED'));
const datesInOrder = (v: { grantDate?: string | null; expiredDate?: string | null }, ctx: z.RefinementCtx) => {
  if (v.grantDate && v.expiredDate && v.expiredDate <= v.grantDate) {
    ctx.addIssue({ code: 'custom', message: 'COMPANY_CERTIFICATION_DATES_INVALID', path: ['expiredDate'] });
  }
};

/** Approving: the level granted (of the same programme) and the certificate's dates, expiry after grant. */
export const approveCompanyCertificationSchema = z
  .object({
    certificationId: uuidSchema,
    approvedLevelId: certificationLevelIdSchema,
    grantDate: dateSchema,
    expiredDate: dateSchema,
  })
  .superRefine(datesInOrder);
export type ApproveCompanyCertificationInput = z.infer<typeof approveCompanyCertificationSchema>;

/** Rejecting needs a reason. */
export const rejectCompanyCertificationSchema = z.object({
  certificationId: uuidSchema,
  auditComment: z
    .string({ message: 'COMPANY_CERTIFICATION_REJECT_REASON_REQUIRED' })
    .trim()
    .min(1, code('COMPANY_CERTIFICATION_REJECT_REASON_REQUIRED'))
    .max(commonLimits.auditCommentMax, code('COMPANY_CERTIFICATION_REJECT_REASON_TOO_LONG')),
});
export type RejectCompanyCertificationInput = z.infer<typeof rejectCompanyCertificationSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, code('COMPANY_CERTIFICATION_FIELD_TOO_LONG'))
    .transform((v) => (v === '' ? null : v))
    .nullish();

/**
 * The certificate and its delivery, entered by the vendor on an approved certification: every field but the dates may
 * stay empty until known; the company name on the certificate has at least 4 characters; the delivery contact's
 * number is checked like every phone number (an 11-digit mobile after +86).
 */
export const updateCompanyCertificationSchema = z
  .object({
    certificationId: uuidSchema,
    certificateNumber: optionalText(companyCertificationLimits.certificationNumberMax),
    certificateToCompanyName: z
      .string()
      .trim()
      .min(companyCertificationLimits.certificationCompanyNameMin, code('COMPANY_CERTIFICATION_COMPANY_NAME_TOO_SHORT'))
      .max(companyCertificationLimits.certificationCompanyNameMax, code('COMPANY_CERTIFICATION_FIELD_TOO_LONG'))
      .nullish(),
    grantDate: dateSchema,
    expiredDate: dateSchema,
    deliveryContactName: optionalText(companyCertificationLimits.certificationContactNameMax),
    deliveryContactPrefix: z.string().trim().nullish(),
    deliveryContactNumber: z.string().trim().nullish(),
    deliveryAddress: optionalText(companyCertificationLimits.certificationAddressMax),
    trackingNumber: optionalText(companyCertificationLimits.certificationTrackingMax),
    deliveryDate: z.string().regex(isoDate, code('COMPANY_CERTIFICATION_DATE_REQUIRED')).nullish(),
    certificateFileId: uuidSchema.nullish(),
  })
  .superRefine((v, ctx) => {
    datesInOrder(v, ctx);
    if (v.deliveryContactNumber && !isValidPhone(v.deliveryContactPrefix, v.deliveryContactNumber)) {
      ctx.addIssue({ code: 'custom', message: 'COMPANY_CERTIFICATION_PHONE_INVALID', path: ['deliveryContactNumber'] });
    }
  });
export type UpdateCompanyCertificationInput = z.infer<typeof updateCompanyCertificationSchema>;

export const updateCompanyCertificationRemarkSchema = z.object({
  certificationId: uuidSchema,
  remark: z.string().trim().max(commonLimits.remarkMax, code('COMPANY_CERTIFICATION_REMARK_TOO_LONG')).nullish(),
});
export type UpdateCompanyCertificationRemarkInput = z.infer<typeof updateCompanyCertificationRemarkSchema>;

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const companyCertificationCommands = {
  applyCompanyCertification: applyCompanyCertificationSchema,
  approveCompanyCertification: approveCompanyCertificationSchema,
  rejectCompanyCertification: rejectCompanyCertificationSchema,
  updateCompanyCertification: updateCompanyCertificationSchema,
  updateCompanyCertificationRemark: updateCompanyCertificationRemarkSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const companyCertificationFeature = defineDomainFeature({
  name: 'company-certification',
  errors: companyCertificationErrors,
  limits: companyCertificationLimits,
  commands: companyCertificationCommands,
  sqlConstants: companyCertificationSqlConstants,
  sqlEnums: { 'app_public.company_certification_status': companyCertificationStatuses },
  machines: [companyCertificationMachine],
  workflows: { [companyCertificationWorkflowType]: Object.values(companyCertificationSignals) },
});
