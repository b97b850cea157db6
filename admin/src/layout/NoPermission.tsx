import { Box, Button, Card, CardActions, CardContent, CssBaseline, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { t } from '../i18n/index.ts';
import { portalHome } from './AdminLayout.tsx';

/** Shown instead of the back office to signed-in people without the back-office key, while they are sent away. */
export const NoPermission = ({ userName, onLogout }: { userName?: string; onLogout: () => void }) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#f5f5f5' }}>
    <CssBaseline />
    <Card sx={{ maxWidth: 480, width: '100%', mx: 2 }} data-testid="admin-no-permission">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <LockIcon color="error" />
          <Typography variant="h5" component="h1">
            {t('pp.no_permission.title')}
          </Typography>
        </Box>
        <Typography variant="body1" sx={{ mb: 1 }}>
          {t('pp.no_permission.body', { greeting: userName ? t('pp.no_permission.greeting', { name: userName }) : '' })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('pp.no_permission.contact')}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button onClick={onLogout}>{t('pp.no_permission.logout')}</Button>
        <Button variant="contained" href={portalHome}>
          {t('pp.no_permission.home')}
        </Button>
      </CardActions>
    </Card>
  </Box>
);

/** Shown when the back office cannot start (API down, unexpected error). */
export const StartupError = ({ message }: { message: string }) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    <CssBaseline />
    <Card sx={{ maxWidth: 480, width: '100%', mx: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('pp.startup.title')}
        </Typography>
        <Typography variant="body1">{message}</Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button onClick={() => window.location.reload()}>{t('pp.startup.retry')}</Button>
        <Button variant="contained" href={portalHome}>
          {t('pp.no_permission.home')}
        </Button>
      </CardActions>
    </Card>
  </Box>
);
