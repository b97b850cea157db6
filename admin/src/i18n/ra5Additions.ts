/** Keys react-admin 5 added after the community zh pack (4.x) was written. */
export const ra5Additions = {
  ra: {
    action: { reset: '重置', search_columns: '搜索列', select_all_button: '全选' },
    page: { access_denied: '拒绝访问', authentication_error: '认证错误' },
    message: {
      access_denied: '您没有访问此页面的权限',
      authentication_error: '认证服务返回错误，无法验证您的凭据。',
      select_all_limit_reached: '数据太多，无法全部选择，仅选择了前 %{max} 条。',
      placeholder_data_warning: '网络问题：数据刷新失败。',
    },
    navigation: {
      clear_filters: '清除筛选',
      no_filtered_results: '当前筛选条件下没有找到%{name}。',
      // a list past the rows it counted (the data provider's LIST_COUNT_CAP): no total, previous and next pages
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd}，共超过 %{offsetEnd} 条',
    },
    auth: { email: '邮箱' },
    notification: { offline: '网络未连接，无法获取数据。' },
    validation: { unique: '必须唯一' },
    guesser: { empty: { title: '暂无数据', message: '请检查数据提供者' } },
  },
};
