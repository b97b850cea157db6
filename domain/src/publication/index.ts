import { z } from 'zod';
import { defineDomainFeature } from '../common/feature.ts';
import { defineMachine } from '../common/machine.ts';
import { sqlConstant } from '../common/sql-constant.ts';
import { publicationErrors } from './errors.ts';
import { publicationNotificationWorkflowType, publicationSignals } from './workflow-names.ts';

export { publicationErrors } from './errors.ts';
export * from './workflow-names.ts';

/**
 * Publishing the vendor's content (announcements and resource materials share it): one state machine, who an item
 * is for, and who is told when it is published.
 *
 * An item is written as a DRAFT, PUBLISHED, then DELISTED. Only a draft is published or deleted; a published item
 * never goes back to draft; a delisted item is not edited; a draft is not delisted. An item is public (everyone
 * signed in reads it) or reaches the people its push strategy selects: rules on the person's company, the company's
 * certification level or plan, and the person's roles in it, combined with AND or OR. The same strategy decides who
 * reads the item (in SQL, under row-level security) and who is notified when it is published with a notification.
 */
export const publicationStatuses = ['DRAFT', 'PUBLISHED', 'DELISTED'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];
export type PublicationEvent = 'publish' | 'delist';

export const publicationMachine = defineMachine<PublicationStatus, PublicationEvent>({
  name: 'publication',
  initial: 'DRAFT',
  states: publicationStatuses,
  transitions: {
    DRAFT: { publish: 'PUBLISHED' },
    PUBLISHED: { delist: 'DELISTED' },
    DELISTED: {},
  },
});

/** Whether an item in this status is still edited (a delisted one is not). */
export const publicationEditable = (status: PublicationStatus): boolean => status !== 'DELISTED';
/** Whether an item in this status is deleted (a draft only). */
export const publicationDeletable = (status: PublicationStatus): boolean => status === 'DRAFT';

export const pushCombinators = ['AND', 'OR'] as const;
export type PushCombinator = (typeof pushCombinators)[number];
/** What a rule reads of a person: their company, its certification level or plan, their roles in it. */
export const pushRuleFields = ['COMPANY', 'COMPANY_CERTIFICATION_LEVEL', 'COMPANY_CERTIFICATION_PLAN', 'ROLE'] as const;
export type PushRuleField = (typeof pushRuleFields)[number];
/** CONTAINS_ONE: the person's values hold at least one of the rule's; NOT_CONTAIN_EVERY_ONE: none of them. */
export const pushRuleOperators = ['CONTAINS_ONE', 'NOT_CONTAIN_EVERY_ONE'] as const;
export type PushRuleOperator = (typeof pushRuleOperators)[number];

export const publicationLimits = {
  pushRulesMax: 20,
  pushRuleValuesMax: 500,
} as const;

export const publicationSqlConstants = [
  sqlConstant({ name: 'push_rules_max', type: 'integer', value: publicationLimits.pushRulesMax }),
  sqlConstant({ name: 'push_rule_values_max', type: 'integer', value: publicationLimits.pushRuleValuesMax }),
] as const;

/** One rule: a field, an operator, and the values it compares (company ids, level keys, plan ids, role ids, as text). */
export const pushRuleSchema = z.object({
  field: z.enum(pushRuleFields, { message: 'PUSH_RULE_INVALID' }),
  operator: z.enum(pushRuleOperators, { message: 'PUSH_RULE_INVALID' }),
  values: z
    .array(z.string().trim().min(1, 'PUSH_RULE_INVALID'))
    .min(1, 'PUSH_RULE_INVALID')
    .max(publicationLimits.pushRuleValuesMax, 'PUSH_RULE_VALUES_TOO_MANY'),
});
export type PushRule = z.infer<typeof pushRuleSchema>;

/** A push strategy: its rules combined with AND (every rule holds) or OR (one does). */
export const pushStrategySchema = z.object({
  combinator: z.enum(pushCombinators, { message: 'PUSH_RULE_INVALID' }),
  rules: z.array(pushRuleSchema).min(1, 'PUSH_STRATEGY_REQUIRED').max(publicationLimits.pushRulesMax, 'PUSH_RULES_TOO_MANY'),
});
export type PushStrategy = z.infer<typeof pushStrategySchema>;

/** Who an item is for: everyone signed in, or the strategy's people (required then). */
export const audienceSchema = z
  .object({ isPublic: z.boolean(), pushStrategies: pushStrategySchema.nullish() })
  .superRefine((v, ctx) => {
    if (!v.isPublic && !v.pushStrategies) ctx.addIssue({ code: 'custom', path: ['pushStrategies'], message: 'PUSH_STRATEGY_REQUIRED' });
  });

/**
 * The length of a material's name or brief as the product counts it: a run of digits, letters, dots, hyphens and
 * underscores counts one, a space counts nothing, every other character (a Chinese character, a comma) counts one.
 * `PP-2026_v1.2 说明` is 3.
 */
export const contentTextLength = (text: string): number => {
  let count = 0;
  let inRun = false;
  for (const ch of text) {
    if (/[0-9A-Za-z._-]/.test(ch)) {
      if (!inRun) count += 1;
      inRun = true;
    } else {
      inRun = false;
      if (!/\s/u.test(ch)) count += 1;
    }
  }
  return count;
};

export const publicationFeature = defineDomainFeature({
  name: 'publication',
  errors: publicationErrors,
  limits: publicationLimits,
  sqlConstants: publicationSqlConstants,
  sqlEnums: { 'app_public.publication_status': publicationStatuses },
  machines: [publicationMachine],
  workflows: { [publicationNotificationWorkflowType]: Object.values(publicationSignals) },
});
