import { useState } from 'react';
import { useCustom } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CategoryIcon from '@mui/icons-material/Category';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { StatCard } from '../../components/StatCard';
import { ListTable } from '../../crud/ListTable';
import { useServerList } from '../../crud/useServerList';
import { failureToast } from '../../providers/notifications';
import { TaxonomyUpload } from './TaxonomyUpload';
import type { Category, Page } from './types';

// The taxonomy is listed in its own order: the API sorts neither the pages nor the matches.
const COLUMNS: GridColDef<Category>[] = [
  { field: 'category_id', headerName: 'ID', width: 110, sortable: false },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 200, sortable: false },
  { field: 'full_path', headerName: 'Full Path', flex: 2, minWidth: 320, sortable: false },
];
const SEARCH_LIMIT = 50;
const NO_FILTERS = {};
const rowId = (row: Category) => row.category_id;

/** Categories: loaded-count card, taxonomy upload, search and the category table. */
export function CategoryList() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  // A failed stats call quietly shows zero, a failed page an empty table.
  const stats = useCustom<{ total_categories: number }>({ url: '/categories/stats', method: 'get', errorNotification: false });
  // The taxonomy page by page through the list kit; a search shows the best matches instead, on one page.
  const list = useServerList<Category, typeof NO_FILTERS>({ resource: 'categories', pageSizes: [25, 50, 100], pageSize: 50, filters: NO_FILTERS });
  // Refine keys each search by its words, so a late answer never replaces a newer one.
  const found = useCustom<Page<Category>>({
    url: '/categories/search',
    method: 'get',
    config: { query: { q: query, limit: SEARCH_LIMIT } },
    queryOptions: { enabled: query !== '' },
    errorNotification: failureToast('Failed to search categories'),
  });
  // Until its first answer Refine's custom result holds an empty object.
  const matches = !found.query.isError && found.result?.data?.items ? found.result.data : { items: [], total: 0 };
  const searching = query !== '';

  return (
    <>
      <PageHeader
        title="Categories"
        subtitle="Google product categories for the feed"
        actions={
          <Button variant="outlined" startIcon={<AccountTreeIcon />} onClick={() => navigate('/categories/mappings')}>
            Part-Type Mappings
          </Button>
        }
      />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <StatCard
            title="Total Categories Loaded"
            value={(stats.result?.data?.total_categories ?? 0).toLocaleString('en-US')}
            icon={<CategoryIcon color="primary" fontSize="large" />}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <TaxonomyUpload />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <SearchBox label="Search categories" placeholder="e.g. brake pads" term={query} onSearch={setQuery} button sx={{ flexGrow: 1 }} />
      </Stack>
      {searching && !found.query.isFetching && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {matches.total > matches.items.length
            ? `Showing the best ${matches.items.length} of ${matches.total} matching categories`
            : `${matches.total} matching categories`}
        </Typography>
      )}
      {searching ? (
        <Paper variant="outlined">
          <DataGrid
            autoHeight
            rows={matches.items}
            columns={COLUMNS}
            getRowId={rowId}
            loading={found.query.isFetching}
            disableRowSelectionOnClick
            disableColumnMenu
            hideFooter
            localeText={{ noRowsLabel: 'No categories found' }}
          />
        </Paper>
      ) : (
        <ListTable list={list} columns={COLUMNS} getRowId={rowId} emptyText="No categories loaded. Upload a taxonomy file first." />
      )}
    </>
  );
}
