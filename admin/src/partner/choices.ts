import { partnerApplicationStatuses } from '@pp/domain';
import type { Choice } from '../common/choices.ts';

/** The statuses of a partner application (the application statuses' zh names). */
export const partnerApplicationStatusChoices: Choice<(typeof partnerApplicationStatuses)[number]>[] = partnerApplicationStatuses.map((id) => ({
  id,
  name: `pp.enums.application_status.${id}`,
}));
