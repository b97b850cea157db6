import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { Kind, parse, visit } from 'postgraphile/graphql';

/**
 * The operations the front ends ship, by hash: the `persisted-documents.json` manifests that codegen writes next to
 * each front end's generated code. The API reads them where they are in the repository (the image carries the whole
 * repository), so a regenerated manifest needs no copy step; a changed file is re-read on the next unknown hash.
 */
export const defaultManifestFiles: readonly string[] = [
  fileURLToPath(new URL('../../portal/src/generated/persisted-documents.json', import.meta.url)),
  fileURLToPath(new URL('../../admin/src/generated/persisted-documents.json', import.meta.url)),
];

export interface TrustedDocuments {
  /** The document text of a shipped operation, or undefined. */
  get(hash: string): string | undefined;
  /** Whether a document sent as text is a shipped operation (however it is laid out, with or without __typename). */
  isShippedText(query: string): boolean;
}

/**
 * The identity of a document's content: its canonical print (the one codegen hashes: sorted selections, one line)
 * without __typename selections, which clients add or leave out. Undefined for text that does not parse.
 */
export const contentKey = (query: string): string | undefined => {
  let document;
  try {
    document = parse(query);
  } catch {
    return undefined;
  }
  const bare = visit(document, {
    [Kind.FIELD]: (field) => (field.name.value === '__typename' && !field.alias ? null : undefined),
  });
  return createHash('sha256').update(printExecutableGraphQLDocument(bare)).digest('hex');
};

const readManifest = (file: string): Record<string, string> => {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object') throw new Error(`${file}: not a persisted-documents manifest`);
  const out: Record<string, string> = {};
  for (const [hash, text] of Object.entries(parsed)) if (typeof text === 'string') out[hash] = text;
  return out;
};

export const loadTrustedDocuments = (files: readonly string[] = defaultManifestFiles): TrustedDocuments => {
  let documents = new Map<string, string>();
  let contents = new Set<string>();
  const seenTexts = new Map<string, boolean>();
  let stamp = '';
  const stampOf = () => files.map((file) => `${file}:${statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0}`).join('|');
  const load = () => {
    const next = new Map<string, string>();
    for (const file of files) for (const [hash, text] of Object.entries(readManifest(file))) next.set(hash, text);
    documents = next;
    contents = new Set([...next.values()].map(contentKey).filter((key): key is string => key !== undefined));
    seenTexts.clear();
  };
  stamp = stampOf();
  load();
  let checkedAt = Date.now();
  return {
    get(hash) {
      const text = documents.get(hash);
      if (text !== undefined) return text;
      // An unknown hash re-reads changed manifests at most once a second (codegen while the API runs).
      if (Date.now() - checkedAt > 1000) {
        checkedAt = Date.now();
        const now = stampOf();
        if (now !== stamp) {
          stamp = now;
          load();
          return documents.get(hash);
        }
      }
      return undefined;
    },
    isShippedText(query) {
      let shipped = seenTexts.get(query);
      if (shipped === undefined) {
        const key = contentKey(query);
        shipped = key !== undefined && contents.has(key);
        if (seenTexts.size > 1000) seenTexts.clear();
        seenTexts.set(query, shipped);
      }
      return shipped;
    },
  };
};
