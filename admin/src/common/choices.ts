// Choices of the enumerations shown in the back office. Their names are i18n keys (react-admin translates choice
// names), so the texts live in the zh messages under `pp.enums.<enumeration>.<value>`.
import { companyScales, joinApplicationStatuses, roleTypes, sites, userStatuses } from '@pp/domain';

export interface Choice<K extends string> {
  id: K;
  name: string;
}

const choicesOf = <K extends string>(enumeration: string, values: readonly K[]): Choice<K>[] =>
  values.map((id) => ({ id, name: `pp.enums.${enumeration}.${id}` }));

export const siteChoices = choicesOf('site', sites);
export const scaleChoices = choicesOf('scale', companyScales);
export const userStatusChoices = choicesOf('user_status', userStatuses);
export const applicationStatusChoices = choicesOf('application_status', joinApplicationStatuses);
export const roleTypeChoices = choicesOf('role_type', roleTypes);
