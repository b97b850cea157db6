// The pieces of a detail page: a labelled row (a dash when empty) and a titled card of rows.
import type { ReactNode } from 'react';
import { Card, CardContent, Divider, Grid, Stack, Typography } from '@mui/material';

export const DetailRow = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Grid container spacing={1} sx={{ py: 0.5 }} data-testid={testId}>
    <Grid size={{ xs: 12, sm: 4 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Grid>
    <Grid size={{ xs: 12, sm: 8 }}>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Typography>
    </Grid>
  </Grid>
);

export const DetailSection = ({ title, children, testId, action }: { title: string; children: ReactNode; testId?: string; action?: ReactNode }) => (
  <Card data-testid={testId}>
    <CardContent>
      {action ? (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1">{title}</Typography>
          {action}
        </Stack>
      ) : (
        <Typography variant="subtitle1">{title}</Typography>
      )}
      <Divider sx={{ mb: 1 }} />
      {children}
    </CardContent>
  </Card>
);
