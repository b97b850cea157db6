// What the detail page's forms start from and offer: the levels one may grant (those of the application's programme),
// the approval's default dates (granted on the business day, in effect for one year), the certificate form's starting
// values, and which actions a certification's state allows.
import { businessTimeZone, businessToday, defaultPhonePrefix, type CompanyCertificationStatus } from '@pp/domain';

/** A level as the detail query reads it. */
export interface LevelOption {
  id: number;
  name: string;
  nameZh: string;
  rank: number;
  planId: number;
}

/** A level's name as the back office shows it: its zh name, with the English one when it differs. */
export const levelName = (level: { name: string; nameZh: string } | null | undefined): string | null =>
  level ? (level.nameZh === level.name ? level.nameZh : `${level.nameZh}（${level.name}）`) : null;

/** The levels of one programme, lowest first, as choices. */
export const levelChoices = (levels: readonly (LevelOption | null)[], planId: number): { id: number; name: string }[] =>
  levels
    .flatMap((l) => (l && l.planId === planId ? [l] : []))
    .sort((a, b) => a.rank - b.rank)
    .map((l) => ({ id: l.id, name: levelName(l) ?? '' }));

/** The day before the same date a year later: a certificate granted on 2026-03-10 is in effect through 2027-03-09. */
export const oneYearFrom = (date: string): string => {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  // 29 February has no date a year later: the year ends on 28 February.
  if (d.getUTCDate() !== day) d.setUTCDate(0);
  else d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** The approval form's starting values: the level applied for, granted on the business day, for one year. */
export const approveDefaults = (certification: { id: string; appliedLevelId: number }, today: string = businessToday()) => ({
  certificationId: certification.id,
  approvedLevelId: certification.appliedLevelId,
  grantDate: today,
  expiredDate: oneYearFrom(today),
});

/** The certificate and delivery data as the detail query reads it. */
export interface CertificateData {
  id: string;
  companyName?: string | null;
  certificateNumber?: string | null;
  certificateToCompanyName?: string | null;
  grantDate?: string | null;
  expiredDate?: string | null;
  deliveryContactName?: string | null;
  deliveryContactPrefix?: string | null;
  deliveryContactNumber?: string | null;
  deliveryAddress?: string | null;
  trackingNumber?: string | null;
  deliveryDate?: string | null;
  certificateFileId?: string | null;
}

/**
 * The certificate form's starting values: what is saved, the company's name on the certificate until another is
 * entered, the mainland prefix for a contact number not entered yet.
 */
export const certificateDefaults = (c: CertificateData) => ({
  certificationId: c.id,
  certificateNumber: c.certificateNumber ?? '',
  certificateToCompanyName: c.certificateToCompanyName ?? c.companyName ?? '',
  grantDate: c.grantDate ?? '',
  expiredDate: c.expiredDate ?? '',
  deliveryContactName: c.deliveryContactName ?? '',
  deliveryContactPrefix: c.deliveryContactPrefix ?? defaultPhonePrefix,
  deliveryContactNumber: c.deliveryContactNumber ?? '',
  deliveryAddress: c.deliveryAddress ?? '',
  trackingNumber: c.trackingNumber ?? '',
  deliveryDate: c.deliveryDate ?? null,
  certificateFileId: c.certificateFileId ?? null,
});

/** The detail page's actions a certification allows: the decision while it waits, the certificate once approved. */
export const certificationActions = (c: { status: CompanyCertificationStatus; approvedLevelId?: number | null }) => ({
  decide: c.status === 'WAITING_APPROVAL',
  certificate: c.approvedLevelId !== null && c.approvedLevelId !== undefined,
});

/** A moment as the back office shows it: date and time in the business time zone (both sites count in it). */
export const businessDateTime = (iso: string | null | undefined): string | null =>
  iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: businessTimeZone, hour12: false }) : null;
