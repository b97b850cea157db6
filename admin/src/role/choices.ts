import { roleTypes } from '@pp/domain';
import { choicesOf } from '../common/choices.ts';

/** The role types (names: this resource's `enumsZh`). */
export const roleTypeChoices = choicesOf('role_type', roleTypes);
