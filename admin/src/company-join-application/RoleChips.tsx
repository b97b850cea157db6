import { ChipField, SingleFieldList } from 'react-admin';

/** The roles an application grants, by their zh names. */
export const RoleChips = () => (
  <SingleFieldList linkType={false} empty={<span>—</span>}>
    <ChipField source="nameZh" size="small" />
  </SingleFieldList>
);
