import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { downloadProblems, problemCount } from '../../components/import-outcome';
import { formatDateTime } from '../../format';
import { IMPORT_COUNT_COLUMNS, IMPORT_KIND_LABELS, IMPORT_STATUS_CHIPS, IMPORT_TABLE_SX, type ImportEntry } from './types';

/** Imports with their counts in the order they add up, and the download of each one's problems. */
export function ImportsTable({ entries, label }: { entries: ImportEntry[]; label?: string }) {
  return (
    <Table size="small" aria-label={label} sx={IMPORT_TABLE_SX}>
      <TableHead>
        <TableRow>
          <TableCell>Started</TableCell>
          <TableCell>Kind</TableCell>
          <TableCell>Files</TableCell>
          <TableCell>By</TableCell>
          <TableCell>Status</TableCell>
          {IMPORT_COUNT_COLUMNS.map(([key, label]) => (
            <TableCell key={key} align="right">
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => {
          const chip = IMPORT_STATUS_CHIPS[entry.status] ?? { label: entry.status, color: 'default' as const };
          return (
            <TableRow key={entry.id}>
              <TableCell>{formatDateTime(entry.started_at)}</TableCell>
              <TableCell>{IMPORT_KIND_LABELS[entry.kind] ?? entry.kind}</TableCell>
              <TableCell>{entry.file_names.join(', ')}</TableCell>
              <TableCell>{entry.user}</TableCell>
              <TableCell title={entry.detail ?? undefined}>
                <Chip size="small" label={chip.label} color={chip.color} />
                {problemCount(entry.counts) > 0 && (
                  <Button size="small" onClick={() => void downloadProblems(entry.id)} aria-label={`Download the problems of import ${entry.id}`}>
                    Problems
                  </Button>
                )}
              </TableCell>
              {IMPORT_COUNT_COLUMNS.map(([key]) => (
                <TableCell key={key} align="right">
                  {entry.counts[key].toLocaleString('en-US')}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
