import { joinApplicationStatuses } from '@pp/domain';
import { choicesOf } from '../common/choices.ts';

/** The statuses of a join application (names: this resource's `enumsZh`). */
export const applicationStatusChoices = choicesOf('application_status', joinApplicationStatuses);
