// The development SMS outbox: every text message the worker would have sent, newest first, searchable by phone.
import { Alert } from '@mui/material';
import { Datagrid, DateField, List, SearchInput, TextField, useTranslate } from 'react-admin';
import { datagridSx } from '../common/fields.tsx';

export const SmsOutboxList = () => {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate('resources.sms-outbox.note')}
      </Alert>
      <List
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.sms-outbox.filters.search')} />]}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        exporter={false}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} sx={datagridSx}>
          <DateField source="createdAt" showTime locales="zh-CN" />
          <TextField source="phone" />
          <TextField source="text" sortable={false} />
        </Datagrid>
      </List>
    </>
  );
};
