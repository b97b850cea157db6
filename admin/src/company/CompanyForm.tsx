// The company form shared by create and edit. Its rules are the domain's companySchema (the same the portal and the
// server apply): a field that breaks one shows the zh text of the rule's error code.
import { zodResolver } from '@hookform/resolvers/zod';
import { SaveButton, SelectInput, SimpleForm, TextArrayInput, TextInput, Toolbar } from 'react-admin';
import { Grid } from '@mui/material';
import { companySchema } from '@pp/domain';
import { siteChoices } from '../common/choices.ts';
import { scaleChoices } from './choices.ts';

const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const resolver = zodResolver(companySchema);

export const CompanyForm = () => (
  <SimpleForm toolbar={<SaveOnlyToolbar />} resolver={resolver}>
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 960 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <TextInput source="name" fullWidth isRequired />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput source="site" choices={siteChoices} fullWidth isRequired />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="industry" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="scale" choices={scaleChoices} emptyText="resources.company.form.scale_unset" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="phone" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="website" helperText="resources.company.form.website_helper" fullWidth />
      </Grid>
      <Grid size={12}>
        <TextInput source="billingAddress" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextArrayInput source="mainBusinesses" helperText="resources.company.form.list_helper" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextArrayInput source="keyIndustries" helperText="resources.company.form.list_helper" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="sfdcOwnerName" fullWidth />
      </Grid>
      <Grid size={12}>
        <TextInput source="resource" multiline minRows={2} fullWidth />
      </Grid>
    </Grid>
  </SimpleForm>
);
