import { graphql } from '../generated/gql.ts';
import type { AdminPerformanceImportQuery, AdminRecentPerformanceImportsQuery } from '../generated/graphql.ts';

/** One import's progress and outcome (polled while it runs). */
export const ADMIN_PERFORMANCE_IMPORT = graphql(`
  query AdminPerformanceImport($id: UUID!) {
    performanceImport(id: $id) {
      id
      status
      total
      processedCount
      successCount
      failedCount
      errorMessage
      errorParams
      errorFileId
      createdAt
      finishedAt
      importFile {
        id
        name
      }
    }
  }
`);
export type AdminPerformanceImport = NonNullable<AdminPerformanceImportQuery['performanceImport']>;

/** The latest imports, newest first, for the dialog's history. */
export const ADMIN_RECENT_PERFORMANCE_IMPORTS = graphql(`
  query AdminRecentPerformanceImports($first: Int!) {
    performanceImports(first: $first, orderBy: [CREATED_AT_DESC]) {
      nodes {
        id
        status
        total
        processedCount
        successCount
        failedCount
        errorMessage
        errorParams
        errorFileId
        createdAt
        importFile {
          id
          name
        }
      }
    }
  }
`);
export type AdminRecentPerformanceImport = NonNullable<
  NonNullable<AdminRecentPerformanceImportsQuery['performanceImports']>['nodes'][number]
>;

export const ADMIN_START_PERFORMANCE_IMPORT = graphql(`
  mutation AdminStartPerformanceImport($fileId: UUID!) {
    startPerformanceImport(input: { fileId: $fileId }) {
      result {
        id
        status
      }
    }
  }
`);

/** A short-lived download URL of a completed file (the error file). */
export const ADMIN_DOWNLOAD_URL = graphql(`
  query AdminDownloadUrl($fileId: UUID!) {
    generateOneFileUrl(fileId: $fileId, isDownload: true) {
      url
      expiresAt
    }
  }
`);
