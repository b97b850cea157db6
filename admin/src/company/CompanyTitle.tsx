import { useRecordContext, useTranslate } from 'react-admin';

/** The page title of one company: its name. */
export const CompanyTitle = () => {
  const record = useRecordContext<{ id: string; name?: string }>();
  const translate = useTranslate();
  return <span>{translate('resources.company.title', { name: record?.name ?? '' })}</span>;
};
