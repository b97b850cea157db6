import { graphql } from '../../generated/gql.ts';

export const RECORD_CONTENT_EVENTS = graphql(`
  mutation RecordContentEvents($events: [ContentEventInput]!, $companyId: UUID) {
    recordContentEvents(input: { events: $events, companyId: $companyId }) {
      result
    }
  }
`);
