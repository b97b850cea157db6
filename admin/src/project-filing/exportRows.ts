// The columns of the filing export: one table (Chinese headers, one row per filing) that both the CSV and the XLSX
// file are written from, so the two formats always hold the same data.
import { projectFilingPeriods } from '@pp/domain';
import type { ExportedFiling } from './projectFiling.graphql.ts';

/** At most this many filings are exported at once (the export reads the API 100 rows at a time). */
export const exportMaxRows = 20_000;

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type Cell = string | number;

export interface ExportTable {
  headers: string[];
  rows: Cell[][];
  /** The index of the amount column (a number, shown with two decimals in the spreadsheet). */
  amountColumn: number;
}

const key = (name: string) => `resources.project-filing.${name}`;

/** A moment as business-time-zone wall time, `YYYY-MM-DD HH:mm`. */
export const businessDateTime = (iso: string): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: projectFilingPeriods.businessTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

const names = (nodes: readonly ({ nameZh: string } | null)[]): string =>
  nodes.flatMap((n) => (n ? [n.nameZh] : [])).join('、');

const columns: readonly { header: string; value: (f: ExportedFiling, t: Translate) => Cell }[] = [
  { header: 'fields.semanticId', value: (f) => f.semanticId },
  { header: 'fields.name', value: (f) => f.name },
  { header: 'fields.companyName', value: (f) => f.company?.name ?? '' },
  { header: 'fields.status', value: (f, t) => t(key(`statuses.${f.status}`)) },
  { header: 'fields.possibleConflict', value: (f, t) => (f.possibleConflict ? t(key('conflict_tag')) : '') },
  { header: 'fields.customerFullName', value: (f) => f.customerFullName },
  { header: 'fields.customerAddress', value: (f) => f.customerAddress },
  { header: 'fields.industry', value: (f) => f.industry?.nameZh ?? '' },
  { header: 'fields.contactName', value: (f) => f.contactName },
  { header: 'fields.contactPosition', value: (f) => f.contactPosition },
  { header: 'fields.contactEmail', value: (f) => f.contactEmail },
  { header: 'fields.contactPhone', value: (f) => `${f.contactPhonePrefix} ${f.contactPhone}`.trim() },
  { header: 'fields.estimatedOrderBudget', value: (f) => Number(f.estimatedOrderBudget) },
  { header: 'fields.currencyIsoCode', value: (f) => f.currencyIsoCode },
  { header: 'fields.estimatedOrderDate', value: (f) => f.estimatedOrderDate },
  { header: 'fields.phase', value: (f) => f.phase?.nameZh ?? '' },
  { header: 'fields.opportunitySource', value: (f) => f.opportunitySource?.nameZh ?? '' },
  { header: 'fields.competitors', value: (f) => names(f.competitors.nodes) },
  { header: 'fields.applicationScenarios', value: (f) => names(f.applicationScenarios.nodes) },
  {
    header: 'export.products',
    value: (f, t) =>
      f.projectFilingProductsByFilingId.nodes
        .flatMap((p) =>
          p
            ? [`${p.product?.nameZh ?? ''} ${t(key(`purchase_types.${p.purchaseType}`))} ${p.count} ${t(key(`units.${p.unit}`))}`]
            : [],
        )
        .join('；'),
  },
  { header: 'fields.requirement', value: (f) => f.requirement },
  { header: 'fields.preferredDistributor', value: (f) => f.preferredDistributor?.nameZh ?? '' },
  { header: 'fields.principal', value: (f) => f.principal?.name ?? '' },
  { header: 'fields.submitter', value: (f) => f.submitter?.name ?? '' },
  { header: 'fields.validUntilDate', value: (f) => f.validUntilDate ?? '' },
  { header: 'fields.signDate', value: (f) => f.signDate ?? '' },
  { header: 'fields.cancelReason', value: (f) => f.cancelReason ?? '' },
  { header: 'fields.createdAt', value: (f) => businessDateTime(f.createdAt) },
];

/** The export table of some filings, headed by the screen's own Chinese field names. */
export const filingExportTable = (filings: readonly ExportedFiling[], t: Translate): ExportTable => ({
  headers: columns.map((c) => t(key(c.header))),
  rows: filings.map((f) => columns.map((c) => c.value(f, t))),
  amountColumn: columns.findIndex((c) => c.header === 'fields.estimatedOrderBudget'),
});

/** The table as objects keyed by header (what the CSV writer takes); the amount keeps its two decimals. */
export const csvRecords = (table: ExportTable): Record<string, string>[] =>
  table.rows.map((row) =>
    Object.fromEntries(
      table.headers.map((h, i) => {
        const cell = row[i];
        return [h, typeof cell === 'number' ? cell.toFixed(2) : (cell ?? '')];
      }),
    ),
  );
