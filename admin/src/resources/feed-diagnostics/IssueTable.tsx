import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DiagnosticsSummary, Severity } from './types';

type IssueRow = DiagnosticsSummary['issues'][number];

const GROUPS: ReadonlyArray<{ severity: Severity; heading: string }> = [
  { severity: 'error', heading: 'Errors — these products are kept out of the feed' },
  { severity: 'warning', heading: 'Warnings — these products are sent' },
];

interface IssueTableProps {
  issues: IssueRow[];
  /** Names the counted records: Products or Items. */
  records: string;
  selected: string | null;
  onSelect: (code: string) => void;
}

/** The issues grouped by severity, errors first, each with what Google does and how to fix it; a row lists its products. */
export function IssueTable({ issues, records, selected, onSelect }: IssueTableProps) {
  return (
    <Table size="small" aria-label="Issues">
      <TableHead>
        <TableRow>
          <TableCell>Issue</TableCell>
          <TableCell>Attribute</TableCell>
          <TableCell align="right">{records}</TableCell>
          <TableCell>What Google does</TableCell>
          <TableCell>How to fix it</TableCell>
        </TableRow>
      </TableHead>
      {GROUPS.map(({ severity, heading }) => {
        const rows = issues.filter((issue) => issue.severity === severity);
        if (!rows.length) return null;
        return (
          <TableBody key={severity} aria-label={heading}>
            <TableRow>
              <TableCell colSpan={5} sx={{ bgcolor: 'action.hover' }}>
                <Chip size="small" color={severity} label={`${rows.length} ${severity === 'error' ? 'error' : 'warning'}${rows.length === 1 ? '' : 's'}`} sx={{ mr: 1 }} />
                <Typography component="span" variant="subtitle2">
                  {heading}
                </Typography>
              </TableCell>
            </TableRow>
            {rows.map((issue) => (
              <TableRow
                key={issue.code}
                hover
                selected={issue.code === selected}
                onClick={() => onSelect(issue.code)}
                sx={{ cursor: 'pointer', verticalAlign: 'top' }}
                data-testid={`issue-${issue.code}`}
              >
                <TableCell sx={{ minWidth: 200 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {issue.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {issue.code}
                  </Typography>
                </TableCell>
                <TableCell>{issue.attribute}</TableCell>
                <TableCell align="right">{issue.count.toLocaleString()}</TableCell>
                <TableCell>{issue.message}</TableCell>
                <TableCell>{issue.fix}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        );
      })}
    </Table>
  );
}
