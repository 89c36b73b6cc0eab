import Button from '@mui/material/Button';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Link as RouterLink } from 'react-router';
import type { FeedScope } from './types';

/** The "Feed Diagnostics" button of a screen's header, opening the diagnostics of that screen's list. */
export function FeedDiagnosticsLink({ scope }: { scope?: FeedScope }) {
  return (
    <Button component={RouterLink} to={scope ? `/feed-diagnostics?scope=${scope}` : '/feed-diagnostics'} startIcon={<FactCheckIcon />}>
      Feed Diagnostics
    </Button>
  );
}
