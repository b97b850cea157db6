import { Tag } from 'primereact/tag';

/** An announcement's type as a tag in the type's own colour. */
export const TypeTag = ({ type }: { type: { name: string; color: string } | null | undefined }) =>
  type ? (
    <Tag value={type.name} style={{ background: type.color }} className="pp-announcement-type" data-testid="announcement-type" />
  ) : null;
