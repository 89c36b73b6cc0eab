import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ImportFormatHint } from '../../components/ImportFormatHint';
import type { BrandImportPreview, WizardOutcome } from './types';
import { ImportOutcome } from '../../components/ImportOutcome';

export function UploadInstructions() {
  return (
    <Alert severity="info">
      <Typography variant="subtitle2">CSV format</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        A header line naming the columns, then one part per line. A brand may repeat over many rows, one row per part.
      </Typography>
      <ImportFormatHint format="brands-parts" />
    </Alert>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, minWidth: 120 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" aria-label={label}>
        {value.toLocaleString('en-US')}
      </Typography>
    </Paper>
  );
}

const PREVIEW_COLUMNS = ['brand', 'part_number', 'part_type'] as const;

/** Rows the import skips, each with its line, column and reason: the Review step's list and the Result's are worded alike. */
function SkippedRows({ rows, label }: { rows: BrandImportPreview['error_rows']; label: string }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 200, overflow: 'auto' }} aria-label={label}>
      {rows.map((row, index) => (
        <li key={`${row.line}-${index}`}>
          <Typography variant="body2">
            Line {row.line}
            {row.field ? `, ${row.field}` : ''}: {row.reason}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/** The Review step: what the import will do (its parts are the Result's parts) and every row it will skip, and why, before anything is written. */
export function ImportReview({ preview }: { preview: BrandImportPreview }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <Count label="Unique Brands" value={preview.unique_brands} />
        <Count label="Total Parts" value={preview.total_parts} />
        <Count label="Rows to skip" value={preview.errors} />
      </Stack>
      {preview.errors > 0 && (
        <Alert severity="warning">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {preview.errors.toLocaleString('en-US')} row{preview.errors === 1 ? '' : 's'} will be skipped:
          </Typography>
          <SkippedRows rows={preview.error_rows} label="Rows the import will skip" />
        </Alert>
      )}
      {preview.rows.length === 0 ? (
        <Alert severity="warning">No preview data available</Alert>
      ) : (
        <>
          <Typography variant="subtitle2">First {preview.rows.length} rows</Typography>
          <Table size="small" aria-label="Preview">
            <TableHead>
              <TableRow>
                {PREVIEW_COLUMNS.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.line}>
                  {PREVIEW_COLUMNS.map((column) => (
                    <TableCell key={column}>{row[column] ?? ''}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Stack>
  );
}

export function ImportResultView({ outcome }: { outcome: WizardOutcome }) {
  if (!outcome.ok) return <Alert severity="error">Import failed: {outcome.message}</Alert>;
  const { result } = outcome;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Count label="Brands" value={result.brands} />
        <Count label="Parts" value={result.parts} />
        <Count label="Created" value={result.created} />
        <Count label="Updated" value={result.updated} />
        {result.errors > 0 && <Count label="Errors" value={result.errors} />}
      </Stack>
      <ImportOutcome
        result={result}
        text={
          result.errors
            ? `Import completed with ${result.errors.toLocaleString('en-US')} skipped row${result.errors === 1 ? '' : 's'}.`
            : 'Import completed successfully!'
        }
      />
      {result.error_rows.length > 0 && <SkippedRows rows={result.error_rows} label="Skipped rows" />}
    </Stack>
  );
}
