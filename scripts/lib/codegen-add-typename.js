// Codegen document transform: every selection set of a shipped operation asks for __typename, as Apollo Client's
// cache does for the documents it sends. The API runs the manifest's text for a hash, so the manifest must carry
// __typename for the cache to normalise the answers (type policies are keyed by type name).
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

export const { transform } = addTypenameSelectionDocumentTransform;
