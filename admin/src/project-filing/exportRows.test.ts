import { describe, expect, it } from 'vitest';
import { zhMessages } from '../i18n/index.ts';
import { businessDateTime, csvRecords, filingExportTable, type Translate } from './exportRows.ts';
import { exportBaseName } from './export.ts';
import { amountText, waitingDuration } from './fields.tsx';
import type { ExportedFiling } from './projectFiling.graphql.ts';

/** The back office's own zh messages, with polyglot's %{name} placeholders filled in. */
const translate: Translate = (key, options = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], zhMessages);
  if (typeof text !== 'string') throw new Error(`missing message ${key}`);
  return text.replace(/%\{(\w+)\}/g, (_m, name: string) => String(options[name] ?? ''));
};

const filing: ExportedFiling = {
  __typename: 'ProjectFiling',
  id: '00000000-0000-4000-8000-000000000001',
  semanticId: 'PF-2026-0000001',
  name: 'Data centre refresh',
  status: 'VALIDATING',
  possibleConflict: true,
  company: { __typename: 'Company', id: '0c000000-0000-4000-8000-000000000004', name: 'Hangzhou Orbit Computing Co., Ltd.' },
  customerFullName: 'Zhejiang Provincial Hospital',
  customerAddress: '1 Hospital Road, Hangzhou',
  industry: { __typename: 'Industry', id: 4, nameZh: '医疗' },
  contactName: 'Li Lei',
  contactPosition: 'CIO',
  contactEmail: 'li.lei@example.cn',
  contactPhonePrefix: '+86',
  contactPhone: '13800000000',
  estimatedOrderBudget: '1234567.50',
  currencyIsoCode: 'CNY',
  estimatedOrderDate: '2026-12-31',
  phase: { __typename: 'ProjectPhase', id: 2, nameZh: '方案建议' },
  opportunitySource: { __typename: 'OpportunitySource', id: 2, nameZh: '自拓商机' },
  competitors: { __typename: 'CompetitorConnection', nodes: [{ __typename: 'Competitor', id: 1, nameZh: 'VMware' }, { __typename: 'Competitor', id: 3, nameZh: '华为' }] },
  applicationScenarios: { __typename: 'ApplicationScenarioConnection', nodes: [{ __typename: 'ApplicationScenario', id: 3, nameZh: '私有云' }] },
  requirement: 'Replace the ageing cluster, "urgent", before spring',
  preferredDistributor: null,
  principal: { __typename: 'User', id: 'p', name: 'Paul Admin' },
  submitter: { __typename: 'User', id: 's', name: 'Mia Member' },
  validUntilDate: '2027-05-20',
  signDate: null,
  cancelReason: null,
  createdAt: '2026-11-21T17:30:00Z',
  projectFilingProductsByFilingId: {
    __typename: 'ProjectFilingProductConnection',
    nodes: [
      { __typename: 'ProjectFilingProduct', lineNo: 1, product: { __typename: 'Product', id: 1, nameZh: '超融合平台' }, purchaseType: 'SOFTWARE', unit: 'NODE', count: 4 },
      { __typename: 'ProjectFilingProduct', lineNo: 2, product: { __typename: 'Product', id: 4, nameZh: '备份' }, purchaseType: 'RENEWAL', unit: 'TIB', count: 20 },
    ],
  },
};

describe('the filing export table', () => {
  const table = filingExportTable([filing], translate);
  const cell = (header: string) => table.rows[0]?.[table.headers.indexOf(header)];

  it('heads its columns with the screen’s Chinese field names', () => {
    expect(table.headers.slice(0, 4)).toEqual(['报备编号', '项目名称', '公司名称', '状态']);
    expect(new Set(table.headers).size).toBe(table.headers.length);
  });

  it('writes one row per filing with readable values', () => {
    expect(table.rows).toHaveLength(1);
    expect(cell('报备编号')).toBe('PF-2026-0000001');
    expect(cell('状态')).toBe('生效中');
    expect(cell('冲突')).toBe('可能冲突');
    expect(cell('预计金额')).toBe(1234567.5);
    expect(cell('币种')).toBe('CNY');
    expect(cell('联系电话')).toBe('+86 13800000000');
    expect(cell('竞争对手')).toBe('VMware、华为');
    expect(cell('产品')).toBe('超融合平台 软件 4 节点；备份 续保 20 TiB');
    expect(cell('意向分销商')).toBe('');
    // created at 17:30 UTC is 01:30 the next day in the business time zone
    expect(cell('提交时间')).toBe('2026-11-22 01:30');
    expect(table.amountColumn).toBe(table.headers.indexOf('预计金额'));
  });

  it('keeps two decimals of the amount in the CSV records', () => {
    const [record] = csvRecords(table);
    expect(record?.['预计金额']).toBe('1234567.50');
    expect(record?.['商机详情']).toBe('Replace the ageing cluster, "urgent", before spring');
  });

  it('formats moments and file names', () => {
    expect(businessDateTime('2026-01-01T00:00:00Z')).toBe('2026-01-01 08:00');
    expect(exportBaseName('项目报备', new Date(2026, 10, 22, 9, 5))).toBe('项目报备-20261122-0905');
  });
});

describe('waiting times and amounts on screen', () => {
  const since = '2026-11-20T06:00:00Z';
  it('counts days and hours, or minutes within the first day', () => {
    expect(waitingDuration(since, translate, Date.parse('2026-11-22T09:30:00Z'))).toBe('2 天 3 小时');
    expect(waitingDuration(since, translate, Date.parse('2026-11-20T08:05:00Z'))).toBe('2 小时 5 分钟');
    expect(waitingDuration(since, translate, Date.parse('2026-11-20T06:00:30Z'))).toBe('0 分钟');
  });
  it('groups digits with two decimals and the currency', () => {
    expect(amountText('1234567.5', 'CNY')).toBe('1,234,567.50 CNY');
    expect(amountText(null, 'USD')).toBe('—');
  });
});
