import { graphql } from '../../generated/gql.ts';
import type { MaterialDetailQuery, PublishedMaterialsQuery } from '../../generated/graphql.ts';

/** A page of the materials the reader finds (published, their time come, reaching the reader), searched and filtered. */
export const PUBLISHED_MATERIALS = graphql(`
  query PublishedMaterials($search: String, $productId: Int, $typeId: Int, $fileType: MaterialFileType, $first: Int!, $offset: Int!) {
    publishedResourceMaterials(search: $search, productId: $productId, typeId: $typeId, fileType: $fileType, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        semanticId
        name
        brief
        fileType
        fileId
        fileSize
        link
        isPublic
        publishTime
        canView
        canDownload
        resourceMaterialTypeLinks {
          nodes {
            type {
              id
              name
              nameZh
            }
          }
        }
      }
    }
  }
`);
export type MaterialRow = NonNullable<NonNullable<PublishedMaterialsQuery['publishedResourceMaterials']>['nodes'][number]>;

/** What the filters offer: the enabled types (uses) and products. */
export const MATERIAL_FILTERS = graphql(`
  query MaterialFilters {
    resourceMaterialTypes(condition: { enabled: true }, orderBy: [SORT_ORDER_ASC, ID_ASC]) {
      nodes {
        id
        name
        nameZh
      }
    }
    products(condition: { enabled: true }, orderBy: [SORT_ORDER_ASC, ID_ASC]) {
      nodes {
        id
        name
        nameZh
      }
    }
  }
`);

/** One material, with what its detail shows and whether the reader may view and download its file. */
export const MATERIAL_DETAIL = graphql(`
  query MaterialDetail($id: UUID!) {
    resourceMaterial(id: $id) {
      id
      semanticId
      name
      brief
      status
      fileType
      fileId
      fileName
      fileSize
      link
      isPublic
      publishTime
      canView
      canDownload
      resourceMaterialTypeLinks {
        nodes {
          type {
            id
            name
            nameZh
          }
        }
      }
      resourceMaterialProducts {
        nodes {
          product {
            id
            name
            nameZh
          }
        }
      }
    }
  }
`);
export type MaterialDetail = NonNullable<MaterialDetailQuery['resourceMaterial']>;
