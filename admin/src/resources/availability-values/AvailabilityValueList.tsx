import { useDataGrid } from '@refinedev/mui';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { AVAILABILITY_VALUES_RESOURCE, SPELLING_RULE, type AvailabilityValue } from './types';

const columns: GridColDef<AvailabilityValue>[] = [
  {
    field: 'id',
    headerName: 'Feed Value',
    width: 150,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/availability-values/show/${row.id}`}>
        {row.id}
      </Link>
    ),
  },
  { field: 'value', headerName: 'Shown As', width: 130 },
  { field: 'description', headerName: 'Meaning', flex: 1, minWidth: 260 },
  {
    field: 'variants',
    headerName: 'Accepted In Imports',
    flex: 1,
    minWidth: 240,
    valueFormatter: (variants: string[]) => variants.join(', '),
  },
];

/** Google's availability values and what the imports accept for each; read-only, four rows, no paging. */
export function AvailabilityValueList() {
  const { dataGridProps } = useDataGrid<AvailabilityValue>({
    resource: AVAILABILITY_VALUES_RESOURCE,
    pagination: { mode: 'off' },
    sorters: { mode: 'off' },
    filters: { mode: 'off' },
    syncWithLocation: false,
  });

  return (
    <>
      <PageHeader title="Availability Values" subtitle="What the feed sends to Google, and the spellings the imports understand" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {SPELLING_RULE}
      </Typography>
      <Paper variant="outlined">
        <DataGrid
          {...dataGridProps}
          columns={columns}
          autoHeight
          getRowHeight={() => 'auto'}
          hideFooter
          disableColumnMenu
          sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
        />
      </Paper>
    </>
  );
}
