import { Box, Button, Card, CardActions, CardContent, CssBaseline, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { portalHome } from './AdminLayout.tsx';

/** Shown instead of the back office to signed-in people without ManageAdminSite (spec 1 §6 route guards). */
export const NoPermission = ({ userName, onLogout }: { userName?: string; onLogout: () => void }) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#f5f5f5' }}>
    <CssBaseline />
    <Card sx={{ maxWidth: 480, width: '100%', mx: 2 }} data-testid="admin-no-permission">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <LockIcon color="error" />
          <Typography variant="h5" component="h1">
            无权访问管理后台
          </Typography>
        </Box>
        <Typography variant="body1" sx={{ mb: 1 }}>
          {userName ? `${userName}，` : ''}您的账号没有“管理后台”权限（ManageAdminSite），无法打开管理后台。
        </Typography>
        <Typography variant="body2" color="text.secondary">
          如需开通，请联系厂商管理员。
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button onClick={onLogout}>退出登录</Button>
        <Button variant="contained" href={portalHome}>
          返回前台首页
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
          管理后台无法加载
        </Typography>
        <Typography variant="body1">{message}</Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button onClick={() => window.location.reload()}>重试</Button>
        <Button variant="contained" href={portalHome}>
          返回前台首页
        </Button>
      </CardActions>
    </Card>
  </Box>
);
