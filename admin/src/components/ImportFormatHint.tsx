import { useOne } from '@refinedev/core';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { components } from '../types/api-contract';
import { SampleFileLink } from './SampleFileLink';

type ImportFormat = components['schemas']['ImportFormatView'];
type ImportColumn = ImportFormat['columns'][number];

/** 'part_number', or 'item_number or id' for columns that stand for one another. */
const requiredName = (column: ImportColumn) => (column.presence === 'required' ? column.header : column.presence.replace(/^one of /, '').split(', ').join(' or '));

/** A column's name, with the other names the import accepts for it on hover. */
function ColumnName({ column }: { column: ImportColumn }) {
  return <span title={column.aliases.length ? `also ${column.aliases.join(', ')}` : undefined}>{column.header}</span>;
}

/**
 * The columns an import reads and its sample file, from GET /import-formats/:id: the server, which reads
 * the files, is the one place that says what they may hold.
 */
export function ImportFormatHint({ format }: { format: string }) {
  const { result } = useOne<ImportFormat>({ resource: 'import-formats', id: format, errorNotification: false });
  if (!result) return null;
  const required = [...new Set(result.columns.filter((column) => column.required).map(requiredName))];
  const optional = result.columns.filter((column) => !column.required);
  return (
    <Stack spacing={0.5} data-testid="import-format-hint">
      <Typography variant="body2" color="text.secondary">
        Required columns: {required.join(', ')}
      </Typography>
      {optional.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Optional columns:{' '}
          {optional.map((column, index) => (
            <span key={column.header}>
              {index > 0 && ', '}
              <ColumnName column={column} />
            </span>
          ))}
        </Typography>
      )}
      <SampleFileLink href={result.sample_url} />
    </Stack>
  );
}
