import { useMemo, useState } from 'react';
import { useDelete, type BaseKey, type HttpError } from '@refinedev/core';
import { List } from '@refinedev/mui';
import { useModalForm } from '@refinedev/react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { FieldValues } from 'react-hook-form';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Permitted } from '../components/Permitted';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { failureToast, successToast } from '../providers/notifications';
import { crudColumns } from './columns';
import { CrudFormDialog } from './CrudFormDialog';
import { CrudToolbar } from './CrudToolbar';
import type { CrudDefinition, CrudMessages, FormMode } from './types';
import { ListTable } from './ListTable';
import { useServerList } from './useServerList';

const NO_SEARCH = { search: '' };

function useCrudModalForm<T extends { id: BaseKey }, TForm extends FieldValues>(resource: string, mode: FormMode, messages: CrudMessages | undefined, defaults?: TForm) {
  return useModalForm<T, HttpError, TForm>({
    ...(defaults ? { defaultValues: defaults as never } : {}),
    refineCoreProps: {
      resource,
      action: mode,
      redirect: false,
      successNotification: messages && successToast(messages.success),
      errorNotification: failureToast(messages?.failure ?? 'Failed to save'),
    },
  });
}

/** The list page of a definition: Refine's <List> and useDataGrid, with its create, edit and delete dialogs. */
export function CrudList<T extends { id: BaseKey }, TForm extends FieldValues>({ definition }: { definition: CrudDefinition<T, TForm> }) {
  const { name, list, create, edit, show, form } = definition;
  const { user: me } = useCurrentUser();
  const rows = useServerList<T, typeof NO_SEARCH>({
    resource: name,
    path: definition.nav.path,
    pageSizes: list.pageSizes,
    pageSize: list.pageSize,
    filters: NO_SEARCH,
    // Without words of its own, a failed load says the server's reason, as every failed request does.
    loadFailure: (error) => list.loadFailure ?? error.message,
  });
  const reload = rows.reload;
  const searching = Boolean(list.search && rows.filters.search);
  const createForm = useCrudModalForm<T, TForm>(name, 'create', create?.messages, create?.defaults);
  const editForm = useCrudModalForm<T, TForm>(name, 'edit', edit?.messages);
  const [doomed, setDoomed] = useState<T | null>(null);
  const { mutate: remove, mutation: deletion } = useDelete<T>();
  const apiPath = definition.nav.path ?? name;

  const columns = useMemo(
    () =>
      crudColumns(definition, {
        onEdit: edit ? (row) => editForm.modal.show(row.id) : undefined,
        onDelete: definition.delete ? setDoomed : undefined,
        canDelete: (row) => definition.delete?.allowed?.(row, me?.id) ?? true,
        showPath: show ? (row) => `/${name}/show/${encodeURIComponent(String(row.id))}` : undefined,
        rowPath: `${apiPath}/:id`,
      }),
    [definition, edit, show, name, me?.id, editForm.modal.show, apiPath],
  );

  const confirmDelete = () => {
    const deleting = definition.delete;
    if (!doomed || !deleting) return;
    remove(
      { resource: name, id: doomed.id, successNotification: successToast(deleting.messages.success), errorNotification: failureToast(deleting.messages.failure) },
      { onSuccess: () => setDoomed(null) },
    );
  };

  return (
    <List
      resource={name}
      breadcrumb={null}
      title={
        <>
          <Typography variant="h4" component="h1">
            {list.title}
          </Typography>
          {list.subtitle && <Typography color="text.secondary">{list.subtitle}</Typography>}
        </>
      }
      headerButtons={
        <>
          {list.actions}
          {create && (
            <Permitted resource={apiPath} action="post">
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => createForm.modal.show()}>
                {create.button}
              </Button>
            </Permitted>
          )}
        </>
      }
      wrapperProps={{ variant: 'outlined' }}
    >
      {list.intro}
      <CrudToolbar
        search={list.search && { label: list.search.label, placeholder: list.search.placeholder, term: rows.filters.search, onSearch: (search) => rows.setFilter({ search }) }}
        onRefresh={list.refresh ? reload : undefined}
        busy={rows.fetching}
      />
      {rows.failed && list.loadFailure ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Retry
            </Button>
          }
        >
          {list.loadFailure}. Please try again.
        </Alert>
      ) : (
        <ListTable
          list={rows}
          columns={columns}
          emptyText={searching ? list.search!.noMatchText : (list.emptyText ?? 'No rows')}
          // Rows grow with their content (a long description wraps).
          getRowHeight={() => 'auto'}
          sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
        />
      )}
      {create && <CrudFormDialog mode="create" form={createForm} fields={definition.fields} texts={create} width={form?.width} submitNeeds={form?.submitNeeds} toPayload={definition.toPayload} />}
      {edit && <CrudFormDialog mode="edit" form={editForm} fields={definition.fields} texts={edit} width={form?.width} submitNeeds={form?.submitNeeds} toPayload={definition.toPayload} />}
      {definition.delete && (
        <ConfirmDialog
          open={doomed !== null}
          title={definition.delete.title}
          message={doomed ? definition.delete.confirm(doomed) : ''}
          busy={deletion.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDoomed(null)}
        />
      )}
    </List>
  );
}
