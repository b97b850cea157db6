import { graphql } from '../../generated/gql.ts';
import type { DeliveryAddressesQuery } from '../../generated/graphql.ts';

export const DELIVERY_ADDRESSES = graphql(`
  query DeliveryAddresses($first: Int!) {
    deliveryAddresses(orderBy: [IS_DEFAULT_DESC, CREATED_AT_DESC, ID_DESC], first: $first) {
      totalCount
      nodes {
        id
        contactName
        phonePrefixCountryCode
        contactNumber
        address
        isDefault
        createdAt
      }
    }
  }
`);

/** One of the signed-in person's delivery addresses. */
export type DeliveryAddress = NonNullable<NonNullable<DeliveryAddressesQuery['deliveryAddresses']>['nodes'][number]>;

export const CREATE_DELIVERY_ADDRESS = graphql(`
  mutation CreateDeliveryAddress($contactName: String!, $phonePrefixCountryCode: String!, $contactNumber: String!, $address: String!, $isDefault: Boolean) {
    createDeliveryAddress(
      input: { contactName: $contactName, phonePrefixCountryCode: $phonePrefixCountryCode, contactNumber: $contactNumber, address: $address, isDefault: $isDefault }
    ) {
      result {
        id
        isDefault
      }
    }
  }
`);

export const UPDATE_DELIVERY_ADDRESS = graphql(`
  mutation UpdateDeliveryAddress($id: UUID!, $contactName: String!, $phonePrefixCountryCode: String!, $contactNumber: String!, $address: String!) {
    updateDeliveryAddress(
      input: { id: $id, contactName: $contactName, phonePrefixCountryCode: $phonePrefixCountryCode, contactNumber: $contactNumber, address: $address }
    ) {
      result {
        id
        contactName
        phonePrefixCountryCode
        contactNumber
        address
        isDefault
      }
    }
  }
`);

export const DELETE_DELIVERY_ADDRESS = graphql(`
  mutation DeleteDeliveryAddress($id: UUID!) {
    deleteDeliveryAddress(input: { id: $id }) {
      result {
        id
      }
    }
  }
`);

export const SET_DEFAULT_DELIVERY_ADDRESS = graphql(`
  mutation SetDefaultDeliveryAddress($id: UUID!) {
    setDefaultDeliveryAddress(input: { id: $id }) {
      result {
        id
        isDefault
      }
    }
  }
`);
