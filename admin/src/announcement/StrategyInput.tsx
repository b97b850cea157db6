// A push strategy of the edit form (`pushStrategies`): how its rules combine (every rule, or any one) and its rules,
// each a field (the company, its certification level or plan, the person's role), an operator (contains one of the
// values, or none of them) and the values, chosen from the companies (searched by name), the levels, the plans or
// the roles. The server checks the strategy again and evaluates it for every reader.
import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { Autocomplete, Chip, TextField as MuiTextField } from '@mui/material';
import { builtinRoleIds, pushCombinators, pushRuleFields, pushRuleOperators, type PushRuleField } from '@pp/domain';
import { ArrayInput, FormDataConsumer, RadioButtonGroupInput, SelectArrayInput, SelectInput, SimpleFormIterator, useInput, useTranslate } from 'react-admin';
import { choicesOf } from '../common/choices.ts';
import { ADMIN_PUSH_CHOICES, ADMIN_PUSH_COMPANIES } from './announcement.graphql.ts';

const p = (key: string) => `resources.announcement.${key}`;
const fieldChoices = choicesOf('push_rule_field', pushRuleFields);
const operatorChoices = choicesOf('push_rule_operator', pushRuleOperators);

/** Companies chosen by name (searched on the server, 20 at a time); their ids are the values. */
const CompanyValues = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const ids: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [search, setSearch] = useState('');
  const { data, previousData } = useQuery(ADMIN_PUSH_COMPANIES, { variables: { name: search, ids } });
  const options = (data?.found?.nodes ?? []).flatMap((c) => (c ? [{ id: c.id, name: c.name }] : []));
  // the chips' names: the last answer stands while the next is on its way, so a chip just chosen keeps its option's
  const answer = data ?? previousData;
  const names = new Map(
    [...(answer?.found?.nodes ?? []), ...(answer?.chosen?.nodes ?? [])].flatMap((c) => (c ? [[c.id, c.name] as const] : [])),
  );
  return (
    <Autocomplete
      multiple
      size="small"
      sx={{ minWidth: 320 }}
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={ids.map((id) => ({ id, name: names.get(id) ?? '…' }))}
      inputValue={search}
      onChange={(_e, value) => field.onChange(value.map((v) => v.id))}
      // The chosen companies are a new list on every render (labelled from the last answer), which the
      // control takes for a changed value and answers with a 'reset' that would empty the search being typed; only
      // typing, a choice and leaving the box change the search.
      onInputChange={(_e, value, reason) => {
        if (reason !== 'reset') setSearch(value);
      }}
      renderTags={(value, getTagProps) => value.map((v, i) => <Chip size="small" label={v.name} {...getTagProps({ index: i })} key={v.id} />)}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          label={translate(p('strategy.values'))}
          placeholder={translate(p('strategy.search_company'))}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translate(fieldState.error.message) : undefined}
          inputProps={{ ...params.inputProps, 'data-testid': 'company-values' }}
        />
      )}
    />
  );
};

/** The values of a rule on levels, plans or roles: chosen from their lists. */
const ListValues = ({ source, field }: { source: string; field: Exclude<PushRuleField, 'COMPANY'> }) => {
  const translate = useTranslate();
  const { data } = useQuery(ADMIN_PUSH_CHOICES);
  const plans = new Map((data?.certificationPlans?.nodes ?? []).flatMap((pl) => (pl ? [[pl.id, pl.nameZh]] : [])));
  const choices =
    field === 'COMPANY_CERTIFICATION_LEVEL'
      ? (data?.certificationLevels?.nodes ?? []).flatMap((l) => (l ? [{ id: String(l.id), name: `${plans.get(l.planId) ?? ''} · ${l.nameZh}` }] : []))
      : field === 'COMPANY_CERTIFICATION_PLAN'
        ? (data?.certificationPlans?.nodes ?? []).flatMap((pl) => (pl ? [{ id: String(pl.id), name: pl.nameZh }] : []))
        : (data?.roles?.nodes ?? [])
            .flatMap((r) => (r && r.id !== builtinRoleIds.vendorAdministrator ? [{ id: r.id, name: r.nameZh ?? r.name }] : []))
            .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
  return <SelectArrayInput source={source} label={translate(p('strategy.values'))} choices={choices} translateChoice={false} sx={{ minWidth: 320 }} />;
};

export const StrategyInput = () => (
    <>
      <RadioButtonGroupInput
        source="pushStrategies.combinator"
        label={p('strategy.combinator')}
        choices={pushCombinators.map((c) => ({ id: c, name: p(`strategy.${c}`) }))}
      />
      <ArrayInput source="pushStrategies.rules" label={p('fields.pushStrategies')}>
        <SimpleFormIterator inline disableReordering getItemLabel={(i) => `${i + 1}`}>
          <SelectInput source="field" label={p('strategy.field')} choices={fieldChoices} defaultValue="COMPANY" />
          <SelectInput source="operator" label={p('strategy.operator')} choices={operatorChoices} defaultValue="CONTAINS_ONE" />
          <FormDataConsumer<{ field?: PushRuleField }>>
            {({ scopedFormData }) => {
              const field = scopedFormData?.field ?? 'COMPANY';
              // inside the iterator a source is the rule's own (react-admin scopes it)
              return field === 'COMPANY' ? <CompanyValues key="company" source="values" /> : <ListValues key={field} source="values" field={field} />;
            }}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </>
);
