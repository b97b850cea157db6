// The point history (/admin/point-history): every company's ledger entries by tab (all, market, product) with the
// create-point dialog (add or subtract) and the deletion of an untouched added lot.
import HistoryIcon from '@mui/icons-material/History';
import type { AdminResource } from '../common/resource.ts';
import { pointHistoryCondition, pointHistoryFilter } from './filters.ts';
import { pointHistoryZh } from './i18n.ts';
import { PointHistoryList } from './PointHistoryList.tsx';

export const pointHistory: AdminResource = {
  name: 'point-history',
  list: PointHistoryList,
  icon: HistoryIcon,
  menu: 'points',
  dataProvider: {
    listField: 'companyPoints',
    filterOf: pointHistoryFilter,
    conditionOf: pointHistoryCondition,
  },
  zh: pointHistoryZh,
};
