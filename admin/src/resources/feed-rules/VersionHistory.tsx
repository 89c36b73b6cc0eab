import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../format';
import { WriteButton } from './WriteButton';
import type { RulesVersion } from './types';

export interface VersionHistoryProps {
  versions: RulesVersion[];
  busy: boolean;
  onRestore: (version: number) => void;
}

/** Every activated version, newest (the active one) first, each but the active one restorable. */
export function VersionHistory({ versions, busy, onRestore }: VersionHistoryProps) {
  const [asked, setAsked] = useState<RulesVersion | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Version history">
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        Version history
      </Typography>
      {versions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing activated yet.
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Version</TableCell>
              <TableCell>Activated</TableCell>
              <TableCell>By</TableCell>
              <TableCell>Rules</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((v, i) => (
              <TableRow key={v.version} data-testid="rules-version">
                <TableCell>
                  {v.version} {i === 0 && <Chip size="small" color="success" label="Active" />}
                  {v.restored_from !== null && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      (restored {v.restored_from})
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{formatDateTime(v.activated_at)}</TableCell>
                <TableCell>{v.activated_by}</TableCell>
                <TableCell>{v.rules.map((rule) => rule.name).join(', ') || 'none'}</TableCell>
                <TableCell align="right">
                  {i > 0 && (
                    <WriteButton api="feed-rules/versions/:version/restore" method="post" size="small" disabled={busy} onClick={() => setAsked(v)}>
                      Restore
                    </WriteButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={`Restore version ${asked?.version}`}
        message={`Its ${asked?.rules.length ?? 0} rules become active as a new version, in every feed from their next run, and replace the draft.`}
        confirmLabel="Restore"
        confirmColor="warning"
        busy={busy}
        onConfirm={() => {
          if (asked) onRestore(asked.version);
          setAsked(null);
        }}
        onClose={() => setAsked(null)}
      />
    </Paper>
  );
}
