import { useList } from '@refinedev/core';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ImportsTable } from '../imports/ImportsTable';
import type { ImportEntry } from '../imports/types';

const LATEST = 5;

/** The five latest imports from GET /imports; quiet when there are none or the list cannot be read. */
export function LatestImports() {
  const { result, query } = useList<ImportEntry>({ resource: 'imports', pagination: { currentPage: 1, pageSize: LATEST }, errorNotification: false });
  const runs = query.isError ? [] : result.data;
  return (
    <Card variant="outlined" aria-label="Latest imports">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Latest Imports
        </Typography>
        {query.isLoading ? (
          <Typography variant="body2">Loading imports...</Typography>
        ) : runs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No imports to show yet.
          </Typography>
        ) : (
          <TableContainer>
            <ImportsTable entries={runs} />
          </TableContainer>
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to="/imports">
          All Imports
        </Button>
      </CardActions>
    </Card>
  );
}
