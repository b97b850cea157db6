import { distributorTiers, productUnits, purchaseTypes } from '@pp/domain';
import type { ResourceMessages } from '../common/resource.ts';

/** Texts every reference list shares; each list adds its own name (and the labels of its extra fields). */
const sharedFields = {
  id: 'ID',
  name: '英文名称',
  nameZh: '中文名称',
  sortOrder: '排序',
  enabled: '状态',
  createdAt: '创建时间',
  updatedAt: '更新时间',
  preset: '预设阶段',
  purchaseTypes: '支持的购买类型',
  units: '支持的单位',
  tier: '级别',
  q: '搜索名称',
};

export const purchaseTypeZh: Record<(typeof purchaseTypes)[number], string> = { SOFTWARE: '软件', RENEWAL: '续保', NONE: '无' };
export const productUnitZh: Record<(typeof productUnits)[number], string> = {
  CORE: '核', CPU: 'CPU', INSTANCE: '实例', NODE: '节点', NONE: '无', SUIT: '套', TIB: 'TiB', VCPU: 'vCPU', VM: '虚拟机',
};
export const distributorTierZh: Record<(typeof distributorTiers)[number], string> = { GENERAL: '总代理', T2: '二级分销商' };

const shared = {
  filters: { search: '搜索中文或英文名称', enabled: '状态', all: '全部' },
  status: { enabled: '启用', disabled: '停用' },
  actions: { enable: '启用', disable: '停用', enabled_done: '已启用', disabled_done: '已停用' },
  form: {
    sort_helper: '数字越小越靠前',
    enabled_helper: '停用后新的项目报备不能再选择它，已有报备不受影响',
  },
};

const slice = (name: string): ResourceMessages => ({
  name,
  fields: sharedFields,
  ...shared,
});

export const referenceDataZh = {
  industry: slice('行业 |||| 行业'),
  competitor: slice('竞争对手 |||| 竞争对手'),
  'opportunity-source': slice('商机来源 |||| 商机来源'),
  'application-scenario': slice('应用场景 |||| 应用场景'),
  'project-phase': slice('项目阶段 |||| 项目阶段'),
  product: slice('产品 |||| 产品'),
  distributor: slice('分销商 |||| 分销商'),
} as const satisfies Record<string, ResourceMessages>;
