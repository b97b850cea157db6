// A company's certification level on its page: the level that applies (the one set, else the lowest of its site's
// plan) and, for the vendor admin, a dialog to set another level of that plan or none. Certification (domain
// `certification/`) has no back-office resource of its own: this field lives with the company resource that shows it,
// and the levels' default quotas are edited on the quota page (project-filing-quota).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Form, Labeled, SaveButton, SelectInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { setCompanyCertificationLevelSchema, type SetCompanyCertificationLevelInput } from '@pp/domain';
import { graphql } from '../generated/gql.ts';
import { zhErrorText } from '../data-provider/errors.ts';

export const ADMIN_COMPANY_CERTIFICATION_LEVEL = graphql(`
  query AdminCompanyCertificationLevel($companyId: UUID!) {
    company(id: $companyId) {
      id
      site
      certificationLevelId
      effectiveCertificationLevel {
        id
        name
        nameZh
      }
    }
    certificationLevels(orderBy: [PLAN_ID_ASC, PRIMARY_KEY_ASC]) {
      nodes {
        id
        name
        nameZh
        rank
        plan {
          id
          site
        }
      }
    }
  }
`);

export const ADMIN_SET_COMPANY_CERTIFICATION_LEVEL = graphql(`
  mutation AdminSetCompanyCertificationLevel($input: SetCompanyCertificationLevelInput!) {
    setCompanyCertificationLevel(input: $input) {
      result {
        id
        certificationLevelId
      }
    }
  }
`);

const resolver = zodResolver(setCompanyCertificationLevelSchema);

export const CompanyCertificationLevelField = () => {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const companyId = record?.id ?? '';
  const { data, refetch } = useQuery(ADMIN_COMPANY_CERTIFICATION_LEVEL, {
    variables: { companyId },
    skip: !companyId,
    fetchPolicy: 'network-only',
  });
  const [setLevel, { loading }] = useMutation(ADMIN_SET_COMPANY_CERTIFICATION_LEVEL);
  const company = data?.company;
  if (!company) return null;
  const levels = (data?.certificationLevels?.nodes ?? [])
    .flatMap((l) => (l && l.plan?.site === company.site ? [l] : []))
    .sort((a, b) => a.rank - b.rank);
  const level = company.effectiveCertificationLevel;
  const choices = levels.map((l) => ({
    id: l.id,
    name: `${l.nameZh}（${l.name}）`,
  }));
  const submit = async (values: Record<string, unknown>) => {
    try {
      const input: SetCompanyCertificationLevelInput = setCompanyCertificationLevelSchema.parse(values);
      await setLevel({
        variables: {
          input: { companyId: input.companyId, levelId: input.levelId ?? null },
        },
      });
      notify('resources.company.level.done', { type: 'success' });
      setOpen(false);
      void refetch();
    } catch (error) {
      notify(zhErrorText(error), { type: 'error' });
    }
  };
  return (
    <>
      <Labeled label="resources.company.fields.certificationLevel">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" color="primary" variant="outlined" label={level ? level.nameZh : '—'} data-testid="company-level" />
          {company.certificationLevelId == null && (
            <Typography variant="caption" color="text.secondary">
              {translate('resources.company.level.default_hint')}
            </Typography>
          )}
          <Button size="small" onClick={() => setOpen(true)}>
            {translate('resources.company.level.set')}
          </Button>
        </Stack>
      </Labeled>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Form
          resolver={resolver}
          defaultValues={{
            companyId,
            levelId: company.certificationLevelId ?? null,
          }}
          onSubmit={(v: Record<string, unknown>) => void submit(v)}
        >
          <DialogTitle>{translate('resources.company.level.title')}</DialogTitle>
          <DialogContent>
            <SelectInput
              source="levelId"
              label="resources.company.fields.certificationLevel"
              choices={choices}
              emptyText="resources.company.level.none"
              parse={(v: number | '') => (v === '' ? null : v)}
              format={(v: number | null | undefined) => v ?? ''}
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label="ra.action.save" disabled={loading} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
