// Choices of the enumerations shown in the back office. Their names are i18n keys (react-admin translates choice
// names), so the texts live in the zh messages under `pp.enums.<enumeration>.<value>`: the sites' in the common texts,
// every other enumeration's in the resource that owns it (its `enumsZh`), next to its choices.
import { sites } from '@pp/domain';

export interface Choice<K extends string> {
  id: K;
  name: string;
}

export const choicesOf = <K extends string>(enumeration: string, values: readonly K[]): Choice<K>[] =>
  values.map((id) => ({ id, name: `pp.enums.${enumeration}.${id}` }));

export const siteChoices = choicesOf('site', sites);
