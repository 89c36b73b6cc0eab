import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductIssue } from './types';

/** A draft's feed problems (the rules publishing and diagnostics apply), listed before the operator presses Publish. */
export function DraftIssues({ issues }: { issues: ProductIssue[] }) {
  if (!issues.length) return <Alert severity="success">No feed problems: this draft can be published.</Alert>;
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  return (
    <Alert severity={errors ? 'error' : 'warning'} aria-label="Feed problems">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {errors
          ? `${errors} feed error${errors === 1 ? '' : 's'} to fix before publishing`
          : 'Feed warnings: the product can be published, with these limits'}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {issues.map((issue) => (
          <li key={`${issue.code}-${issue.attribute}`}>
            <Typography variant="body2">
              {issue.severity === 'error' ? 'Error' : 'Warning'}: {issue.message}
            </Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
