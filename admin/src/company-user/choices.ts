import { userStatuses } from '@pp/domain';
import { choicesOf } from '../common/choices.ts';

/** The statuses of a company user (names: this resource's `enumsZh`); a company's detail shows them too. */
export const userStatusChoices = choicesOf('user_status', userStatuses);
