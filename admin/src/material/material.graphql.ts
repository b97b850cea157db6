import { graphql } from '../generated/gql.ts';
import type { AdminResourceMaterialQuery } from '../generated/graphql.ts';

/** One material with what its dialog fills in. */
export const ADMIN_RESOURCE_MATERIAL = graphql(`
  query AdminResourceMaterial($id: UUID!) {
    resourceMaterial(id: $id) {
      id
      semanticId
      name
      brief
      status
      fileType
      fileId
      fileName
      link
      allowDownload
      publishTime
      isPublic
      pushStrategies
      isSentNotification
      resourceMaterialTypeLinks {
        nodes {
          typeId
        }
      }
      resourceMaterialProducts {
        nodes {
          productId
        }
      }
    }
  }
`);
export type AdminResourceMaterial = NonNullable<AdminResourceMaterialQuery['resourceMaterial']>;

/** What a material's types and products are chosen from (in their order; a disabled one only when the material has it). */
export const ADMIN_RESOURCE_MATERIAL_CHOICES = graphql(`
  query AdminResourceMaterialChoices {
    resourceMaterialTypes(orderBy: [SORT_ORDER_ASC, ID_ASC]) {
      nodes {
        id
        name
        nameZh
        enabled
      }
    }
    products(orderBy: [SORT_ORDER_ASC, ID_ASC]) {
      nodes {
        id
        name
        nameZh
        enabled
      }
    }
  }
`);

export const ADMIN_SAVE_RESOURCE_MATERIAL = graphql(`
  mutation AdminSaveResourceMaterial($input: SaveResourceMaterialInput!) {
    saveResourceMaterial(input: $input) {
      result {
        id
        status
      }
    }
  }
`);

export const ADMIN_PUBLISH_RESOURCE_MATERIAL = graphql(`
  mutation AdminPublishResourceMaterial($input: PublishResourceMaterialInput!) {
    publishResourceMaterial(input: $input) {
      result {
        id
        status
      }
    }
  }
`);

export const ADMIN_DELIST_RESOURCE_MATERIAL = graphql(`
  mutation AdminDelistResourceMaterial($input: DelistResourceMaterialInput!) {
    delistResourceMaterial(input: $input) {
      result {
        id
        status
      }
    }
  }
`);

export const ADMIN_DELETE_RESOURCE_MATERIAL = graphql(`
  mutation AdminDeleteResourceMaterial($input: DeleteResourceMaterialInput!) {
    deleteResourceMaterial(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_RESOURCE_MATERIAL_PUSH_RANGE = graphql(`
  query AdminResourceMaterialPushRange($id: UUID!) {
    resourceMaterialPushRange(id: $id) {
      people
      companies
    }
  }
`);

/** The back office's preview of a material's file (MA-2): a vendor admin opens it whatever the material's rules. */
export const ADMIN_MATERIAL_FILE_PREVIEW = graphql(`
  query AdminMaterialFilePreview($fileId: UUID!) {
    generateOneFileUrl(fileId: $fileId, isDownload: false, ignoreStrategy: true) {
      url
      expiresAt
    }
  }
`);
