// A text field of a form in a grid cell (half the width from small screens up unless sized), labelled with the field's
// name of this resource.
import { Grid, type GridSize } from '@mui/material';
import { TextInput } from 'react-admin';

type Size = GridSize | { xs?: GridSize; sm?: GridSize };
const half: Size = { xs: 12, sm: 6 };

export const TextCell = ({ source, size = half, required, multiline }: { source: string; size?: Size; required?: boolean; multiline?: boolean }) => (
  <Grid size={size}>
    <TextInput source={source} label={`resources.personal-certification.fields.${source}`} fullWidth isRequired={required} multiline={multiline} />
  </Grid>
);
