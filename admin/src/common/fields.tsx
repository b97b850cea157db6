import { Chip, Stack, type SxProps, type Theme } from '@mui/material';
import { statusColors, type JoinApplicationStatus } from '@pp/domain';
import { FunctionField, useRecordContext, useTranslate, type FunctionFieldProps } from 'react-admin';

/** The status colours shared with the portal (domain `statusColors`). */
const colorSx: Record<'yellow' | 'green' | 'red', SxProps<Theme>> = {
  yellow: { bgcolor: '#fadb14', color: 'rgba(0, 0, 0, 0.87)' },
  green: { bgcolor: 'success.main', color: 'success.contrastText' },
  red: { bgcolor: 'error.main', color: 'error.contrastText' },
};

/** Join application status as a coloured chip: applying yellow, approved green, rejected red. */
export const ApplicationStatusField = (props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const source = props.source ?? 'applicationStatus';
  const value = record?.[source] as JoinApplicationStatus | undefined;
  if (!value) return null;
  return <Chip size="small" sx={colorSx[statusColors[value]]} label={translate(`pp.enums.application_status.${value}`)} />;
};

/** A list of strings as small chips. */
export const StringListField = ({ source, ...rest }: { source: string } & Omit<FunctionFieldProps, 'render'>) => (
  <FunctionField
    source={source}
    {...rest}
    render={(record) => {
      const values = (record?.[source] as unknown[] | null | undefined) ?? [];
      if (values.length === 0) return '—';
      return (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {values.map((v) => (
            <Chip key={String(v)} size="small" label={String(v)} />
          ))}
        </Stack>
      );
    }}
  />
);

/** Datagrid styling shared by the lists: one-line headers and dates. */
export const datagridSx = {
  '& .RaDatagrid-headerCell': { whiteSpace: 'nowrap' },
  '& td .MuiButton-root': { whiteSpace: 'nowrap' },
  '& td.column-createdAt, & td.column-reviewedAt, & td.column-firstJoinedAt, & td.column-contactNumber': {
    whiteSpace: 'nowrap',
  },
} as const;

type Positioned = { position?: { nameZh?: string | null; name?: string | null } | null };
/** A position by its zh name (the English one when the zh one is missing). */
export const positionText = (r: Positioned): string => r.position?.nameZh ?? r.position?.name ?? '—';

type WithPhone = { contactNumber?: string | null; phonePrefixCountryCode?: string | null };
/** A phone number with its country code. */
export const phoneText = (r: WithPhone): string =>
  r.contactNumber ? `${r.phonePrefixCountryCode ?? ''} ${r.contactNumber}`.trim() : '—';

type WithUserRoles = { userRoles?: { nodes?: { role?: { id: string; name: string; nameZh?: string | null } | null }[] } };

/** A company user's roles by their zh names (roleNames holds the English ones). */
export const UserRolesField = (_props: { label?: string; sortable?: boolean; source?: string }) => {
  const record = useRecordContext<WithUserRoles & { id: string; roleNames?: string[] | null }>();
  const roles = (record?.userRoles?.nodes ?? []).flatMap((n) => (n.role ? [n.role] : []));
  const names = roles.length > 0 ? roles.map((r) => r.nameZh ?? r.name) : (record?.roleNames ?? []);
  if (names.length === 0) return <span>—</span>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {names.map((n) => (
        <Chip key={n} size="small" label={n} />
      ))}
    </Stack>
  );
};
