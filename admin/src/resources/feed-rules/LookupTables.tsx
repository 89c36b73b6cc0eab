import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { FileImportDialog } from '../../components/FileImportDialog';
import { formatDateTime } from '../../format';
import { useUploadMutation } from '../../hooks/useUploadMutation';
import { WriteButton } from './WriteButton';
import type { LookupTable, LookupUpload } from './types';

/** Refine's resource of the lookup tables (GET /feed-rules/lookups). */
export const LOOKUPS = 'feed-rule-lookups';

const NAME = /^[A-Za-z0-9_-]{1,100}$/;

/** The lookup tables rules can use, and the upload of one (a two-column file; the same name replaces it). */
export function LookupTables({ tables }: { tables: LookupTable[] }) {
  // A failed upload shows in the dialog; after a success the tables are read again.
  const { upload } = useUploadMutation<LookupUpload>({ invalidates: [LOOKUPS] });
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Lookup tables">
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1">Lookup tables</Typography>
        <WriteButton api="feed-rules/lookups/:name" method="put" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
          Upload lookup table
        </WriteButton>
      </Stack>
      {tables.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No lookup tables. Upload one to fill an attribute from another, for example custom labels from product types.
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell align="right">Rows</TableCell>
              <TableCell>Uploaded</TableCell>
              <TableCell>By</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tables.map((table) => (
              <TableRow key={table.name}>
                <TableCell>{table.name}</TableCell>
                <TableCell align="right">{table.rows.toLocaleString()}</TableCell>
                <TableCell>{formatDateTime(table.uploaded_at)}</TableCell>
                <TableCell>{table.uploaded_by}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <FileImportDialog<LookupUpload>
        open={open}
        title="Upload lookup table"
        accept={['.csv', '.txt']}
        format="feed-rule-lookup"
        description="Active rules keep the copy of the table they were activated with: activate again to use a new upload."
        fields={(locked) => (
          <TextField size="small" label="Table name" value={name} disabled={locked} onChange={(e) => setName(e.target.value)} helperText="Letters, digits, - and _; the same name replaces the table" />
        )}
        upload={(file, onProgress) => {
          if (!NAME.test(name)) return Promise.reject(new Error('Give the table a name: letters, digits, - or _'));
          return upload({ url: `/feed-rules/lookups/${name}`, parts: { file }, method: 'put', onProgress });
        }}
        renderResult={(result) => (
          <Alert severity={result.errors ? 'warning' : 'success'}>
            {`${result.rows.toLocaleString()} rows stored in ${result.name}`}
            {result.errors ? `; ${result.errors} rows rejected: ${result.error_details.join('; ')}` : ''}
          </Alert>
        )}
                onClose={() => setOpen(false)}
        submitLabel="Upload"
      />
    </Paper>
  );
}
