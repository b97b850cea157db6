// Every import, newest first (/admin/performance-import): when, which file, how it ended, the error file; the toolbar
// holds the import dialog.
import { Datagrid, DateField, FunctionField, List, NumberField, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import type { PerformanceImportStatus } from '@pp/domain';
import { ErrorFileButton, ImportStatusChip } from './ImportStatus.tsx';
import { PerformanceImportButton } from './PerformanceImportButton.tsx';

interface ImportRecord extends RaRecord {
  status: PerformanceImportStatus;
  errorFileId?: string | null;
  importFile?: { id: string; name: string } | null;
}

const Actions = () => (
  <TopToolbar>
    <PerformanceImportButton />
  </TopToolbar>
);

export const PerformanceImportList = () => {
  const translate = useTranslate();
  return (
    <List title={translate('resources.performance-import.list.title')} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" showTime />
        <FunctionField source="importFile" render={(r: ImportRecord) => r.importFile?.name ?? ''} sortable={false} />
        <FunctionField source="status" render={(r: ImportRecord) => <ImportStatusChip status={r.status} />} sortable={false} />
        <NumberField source="total" sortable={false} />
        <NumberField source="successCount" sortable={false} />
        <NumberField source="failedCount" sortable={false} />
        <FunctionField
          source="errorFile"
          sortable={false}
          render={(r: ImportRecord) => (r.errorFileId ? <ErrorFileButton fileId={r.errorFileId} /> : null)}
        />
        <DateField source="finishedAt" showTime sortable={false} />
      </Datagrid>
    </List>
  );
};
