// Fields and inputs shared by the reference-list screens.
import { Button, Chip, Stack } from '@mui/material';
import { distributorTiers, productUnits, purchaseTypes } from '@pp/domain';
import { useNotify, useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { zhErrorText } from '../data-provider/errors.ts';
import { distributorTierZh, productUnitZh, purchaseTypeZh } from './i18n.ts';

export const purchaseTypeChoices = purchaseTypes.map((id) => ({ id, name: purchaseTypeZh[id] }));
export const productUnitChoices = productUnits.map((id) => ({ id, name: productUnitZh[id] }));
export const distributorTierChoices = distributorTiers.map((id) => ({ id, name: distributorTierZh[id] }));

type Item = { id: number; enabled?: boolean | null };

/** Enabled or disabled, as a coloured chip. */
export const EnabledField = (_props: { label?: string; sortable?: boolean; source?: string }) => {
  const record = useRecordContext<Item>();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.enabled ? 'success' : 'default'}
      label={translate(`resources.${resource}.status.${record.enabled ? 'enabled' : 'disabled'}`)}
    />
  );
};

/** Enables or disables the row's item at once (new filings can choose only enabled items). */
export const ToggleEnabledButton = () => {
  const record = useRecordContext<Item>();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const next = !record.enabled;
  return (
    <Button
      size="small"
      color={next ? 'primary' : 'warning'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void update(
          resource,
          { id: record.id, data: { enabled: next }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify(`resources.${resource}.actions.${next ? 'enabled_done' : 'disabled_done'}`, { type: 'success' }),
            onError: (error) => notify(zhErrorText(error), { type: 'error' }),
          },
        );
      }}
    >
      {translate(`resources.${resource}.actions.${next ? 'enable' : 'disable'}`)}
    </Button>
  );
};

/** A list of enumeration values by their zh names. */
export const EnumListField = ({ source, names }: { source: string; names: Record<string, string>; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const values = (record?.[source] as string[] | null | undefined) ?? [];
  if (values.length === 0) return <span>—</span>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {values.map((v) => (
        <Chip key={v} size="small" variant="outlined" label={names[v] ?? v} />
      ))}
    </Stack>
  );
};
