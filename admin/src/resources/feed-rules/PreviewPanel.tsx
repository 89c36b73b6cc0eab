import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { StatCard } from '../../components/StatCard';
import { FEED_LABELS, type RuleFeed, type RulesPreview } from './types';

type Diagnostics = RulesPreview['diagnostics_before'];

const diagnosticsText = (d: Diagnostics) => `${d.valid.toLocaleString()} valid, ${d.with_errors.toLocaleString()} with errors, ${d.with_warnings.toLocaleString()} with warnings, ${d.excluded.toLocaleString()} excluded`;

/** What the draft would do to one feed: counts, counts per attribute, diagnostics before and after, before/after examples. */
export function PreviewPanel({ feed, preview }: { feed: RuleFeed; preview: RulesPreview }) {
  const attributes = Object.entries(preview.by_attribute);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Preview">
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        Preview of the draft on the {FEED_LABELS[feed].toLowerCase()} (nothing has changed yet)
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <StatCard title="Items" value={preview.total.toLocaleString()} />
        <StatCard title="Changed" value={preview.changed.toLocaleString()} />
        <StatCard title="Excluded" value={preview.excluded.toLocaleString()} />
      </Stack>
      <Typography variant="body2">Diagnostics before: {diagnosticsText(preview.diagnostics_before)}</Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Diagnostics after: {diagnosticsText(preview.diagnostics_after)}
      </Typography>
      {attributes.length > 0 && (
        <Table size="small" aria-label="Changes by attribute" sx={{ mb: 2, maxWidth: 420 }}>
          <TableHead>
            <TableRow>
              <TableCell>Attribute</TableCell>
              <TableCell align="right">Items changed</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {attributes.map(([attribute, count]) => (
              <TableRow key={attribute}>
                <TableCell>{attribute}</TableCell>
                <TableCell align="right">{count.toLocaleString()}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {preview.examples.length > 0 && (
        <Table size="small" aria-label="Examples">
          <TableHead>
            <TableRow>
              <TableCell>Part number</TableCell>
              <TableCell>Attribute</TableCell>
              <TableCell>Before</TableCell>
              <TableCell>After</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.examples.flatMap((example) =>
              example.excluded_by !== null
                ? [
                    <TableRow key={`${example.id}`}>
                      <TableCell>{example.part_number}</TableCell>
                      <TableCell colSpan={3}>Left out by “{example.excluded_by}”</TableCell>
                    </TableRow>,
                  ]
                : Object.keys(example.after).map((attribute) => (
                    <TableRow key={`${example.id}-${attribute}`}>
                      <TableCell>{example.part_number}</TableCell>
                      <TableCell>{attribute}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{example.before[attribute] || '—'}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{example.after[attribute] || '—'}</TableCell>
                    </TableRow>
                  )),
            )}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
