import { useShow } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { serverMessageOr } from '../../providers/api-error';
import { AVAILABILITY_VALUES_RESOURCE, SPELLING_RULE, type AvailabilityValue } from './types';

/** One availability value; the API finds it by any accepted spelling, so /availability-values/show/OOS works too. */
export function AvailabilityValueShow() {
  const { id } = useParams();
  const { query, result } = useShow<AvailabilityValue>({ resource: AVAILABILITY_VALUES_RESOURCE, id });

  const back = (
    <Button component={RouterLink} to="/availability-values" startIcon={<ArrowBackIcon />}>
      All Values
    </Button>
  );
  if (query.isLoading) return <CircularProgress aria-label="Loading" />;
  if (!result) {
    return (
      <>
        <PageHeader title="Availability Value" actions={back} />
        <Alert severity="error">{serverMessageOr(query.error, 'Failed to load the availability value')}</Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader title={result.value} subtitle={`Sent to Google as ${result.id}`} actions={back} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Typography>{result.description}</Typography>
          <Typography variant="subtitle2" component="h2">
            Accepted in imports
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {result.variants.map((variant) => (
              <Chip key={variant} label={variant} variant="outlined" />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {SPELLING_RULE}
          </Typography>
        </Stack>
      </Paper>
    </>
  );
}
