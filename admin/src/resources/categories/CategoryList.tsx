import { useState } from 'react';
import { useCustom, useList } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
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
import { failureToast } from '../../providers/notifications';
import { TaxonomyUpload } from './TaxonomyUpload';
import type { Category, Page } from './types';

const COLUMNS: GridColDef<Category>[] = [
  { field: 'category_id', headerName: 'ID', width: 110 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 200 },
  { field: 'full_path', headerName: 'Full Path', flex: 2, minWidth: 320 },
];
const SEARCH_LIMIT = 50;
const EMPTY: Page<Category> = { items: [], total: 0 };

/** Categories: loaded-count card, taxonomy upload, search and the category table. */
export function CategoryList() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });

  // A failed stats call quietly shows zero, a failed page an empty table.
  const stats = useCustom<{ total_categories: number }>({ url: '/categories/stats', method: 'get', errorNotification: false });
  // A page of the taxonomy, or the best matches of a search; Refine keys each by its inputs, so a late answer never replaces a newer one.
  const list = useList<Category>({
    resource: 'categories',
    pagination: { currentPage: paging.page + 1, pageSize: paging.pageSize },
    queryOptions: { enabled: !query },
    errorNotification: false,
  });
  const found = useCustom<Page<Category>>({
    url: '/categories/search',
    method: 'get',
    config: { query: { q: query, limit: SEARCH_LIMIT } },
    queryOptions: { enabled: query !== '' },
    errorNotification: failureToast('Failed to search categories'),
  });
  // Until its first answer Refine's custom result holds an empty object.
  const searched = found.result?.data?.items ? found.result.data : EMPTY;
  const rows = query
    ? { data: found.query.isError ? EMPTY : searched, loading: found.query.isFetching }
    : { data: list.query.isError ? EMPTY : { items: list.result.data, total: list.result.total ?? 0 }, loading: list.query.isFetching };

  const search = (term: string) => {
    setQuery(term);
    setPaging((p) => ({ ...p, page: 0 }));
  };
  const data = rows.data ?? EMPTY;
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
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <SearchBox label="Search categories" placeholder="e.g. brake pads" term={query} onSearch={search} button sx={{ flexGrow: 1 }} />
        </Stack>
        {searching && !rows.loading && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {data.total > data.items.length
              ? `Showing the best ${data.items.length} of ${data.total} matching categories`
              : `${data.total} matching categories`}
          </Typography>
        )}
        <DataGrid
          autoHeight
          rows={data.items}
          columns={COLUMNS}
          getRowId={(row) => row.category_id}
          loading={rows.loading}
          disableRowSelectionOnClick
          disableColumnMenu
          paginationMode="server"
          rowCount={searching ? data.items.length : data.total}
          paginationModel={searching ? { page: 0, pageSize: SEARCH_LIMIT } : paging}
          onPaginationModelChange={(model) => {
            if (!searching) setPaging(model);
          }}
          pageSizeOptions={[25, 50, 100]}
          hideFooter={searching}
          localeText={{
            noRowsLabel: searching ? 'No categories found' : 'No categories loaded. Upload a taxonomy file first.',
          }}
        />
      </Paper>
    </>
  );
}
