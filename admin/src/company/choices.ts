import { companyScales } from '@pp/domain';
import { choicesOf } from '../common/choices.ts';

/** Company scales (names: this resource's `enumsZh`). */
export const scaleChoices = choicesOf('scale', companyScales);
