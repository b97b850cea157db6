import { addLocale, locale } from 'primereact/api';
import { currentLocale } from '../core/currentSite.ts';
import type { Locale } from '../core/site.ts';

/**
 * PrimeReact's own words (a calendar's day and month names and buttons, an empty list, a dialog's yes and no) in the
 * site's language: its built-in `en` serves the global site, `zh-CN` is added here. Called as a page's route loads
 * (app/router.tsx), so it stays out of the first load; calling it again changes nothing.
 */
export const installPrimeLocale = (site: Locale = currentLocale): void => {
  if (site !== 'zh-CN') return;
  addLocale('zh-CN', {
    firstDayOfWeek: 1,
    dayNames: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    dayNamesShort: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    dayNamesMin: ['日', '一', '二', '三', '四', '五', '六'],
    monthNames: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
    monthNamesShort: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    today: '今天',
    clear: '清除',
    weekHeader: '周',
    chooseYear: '选择年份',
    chooseMonth: '选择月份',
    chooseDate: '选择日期',
    prevYear: '上一年',
    nextYear: '下一年',
    prevMonth: '上个月',
    nextMonth: '下个月',
    emptyMessage: '暂无数据',
    emptyFilterMessage: '没有匹配的结果',
    accept: '是',
    reject: '否',
    choose: '选择',
    upload: '上传',
    cancel: '取消',
    close: '关闭',
  });
  locale('zh-CN');
};
