import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { contentAnalyticsPaths, type ContentKind } from '@pp/domain';

/** A list row's button to the item's analytics page (for items that have been published). */
export const AnalyticsButton = ({ kind, id }: { kind: ContentKind; id: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button size="small" onClick={(e) => { e.stopPropagation(); navigate(contentAnalyticsPaths.of(kind, id)); }} data-testid="action-analytics">
      {translate('resources.content-analytics.action')}
    </Button>
  );
};
