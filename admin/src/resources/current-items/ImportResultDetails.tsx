import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ResultCount {
  label: string;
  value: number | string;
}

/** Counts as chips, then the first refused rows with their line and reason. */
export function ImportResultDetails({ severity, text, counts, rows = [] }: { severity: 'success' | 'warning' | 'error'; text: string; counts: ResultCount[]; rows?: string[] }) {
  return (
    <Stack spacing={1}>
      <Alert severity={severity}>{text}</Alert>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {counts.map((count) => (
          <Chip key={count.label} size="small" variant="outlined" label={`${count.label}: ${typeof count.value === 'number' ? count.value.toLocaleString('en-US') : count.value}`} />
        ))}
      </Stack>
      {rows.length > 0 && (
        <Box sx={{ maxHeight: 160, overflow: 'auto' }}>
          {rows.map((row) => (
            <Typography key={row} variant="caption" component="div" color="error">
              {row}
            </Typography>
          ))}
        </Box>
      )}
    </Stack>
  );
}
