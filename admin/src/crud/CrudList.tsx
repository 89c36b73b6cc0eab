import { useMemo, useState } from 'react';
import { useDelete, type BaseKey, type HttpError } from '@refinedev/core';
import { List, useDataGrid } from '@refinedev/mui';
import { useModalForm } from '@refinedev/react-hook-form';
import { DataGrid } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { FieldValues } from 'react-hook-form';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { serverMessageOr } from '../providers/api-error';
import { notify } from '../providers/notifications';
import { crudColumns } from './columns';
import { CrudFormDialog } from './CrudFormDialog';
import type { CrudDefinition, CrudMessages, FormMode } from './types';

function useCrudModalForm<T extends { id: BaseKey }, TForm extends FieldValues>(resource: string, mode: FormMode, messages: CrudMessages | undefined, defaults?: TForm) {
  return useModalForm<T, HttpError, TForm>({
    ...(defaults ? { defaultValues: defaults as never } : {}),
    refineCoreProps: {
      resource,
      action: mode,
      redirect: false,
      successNotification: messages && { message: messages.success, type: 'success' },
      onMutationError: (error) => notify.error(serverMessageOr(error, messages?.failure ?? 'Failed to save')),
    },
  });
}

/** The list page of a definition: Refine's <List> and useDataGrid, with its create, edit and delete dialogs. */
export function CrudList<T extends { id: BaseKey }, TForm extends FieldValues>({ definition }: { definition: CrudDefinition<T, TForm> }) {
  const { name, list, create, edit, show } = definition;
  const { user: me } = useCurrentUser();
  const paged = list.pageSizes !== undefined;
  const { dataGridProps } = useDataGrid<T>({
    resource: name,
    syncWithLocation: false,
    sorters: { mode: 'off' },
    filters: { mode: 'off' },
    ...(paged ? {} : { pagination: { mode: 'off' as const } }),
  });
  const createForm = useCrudModalForm<T, TForm>(name, 'create', create?.messages, create?.defaults);
  const editForm = useCrudModalForm<T, TForm>(name, 'edit', edit?.messages);
  const [doomed, setDoomed] = useState<T | null>(null);
  const { mutate: remove, mutation: deletion } = useDelete<T>();

  const columns = useMemo(
    () =>
      crudColumns(definition, {
        onEdit: edit ? (row) => editForm.modal.show(row.id) : undefined,
        onDelete: definition.delete ? setDoomed : undefined,
        canDelete: (row) => definition.delete?.allowed?.(row, me?.id) ?? true,
        showPath: show ? (row) => `/${name}/show/${encodeURIComponent(String(row.id))}` : undefined,
      }),
    [definition, edit, show, name, me?.id, editForm.modal.show],
  );

  const confirmDelete = () => {
    const deletion = definition.delete;
    if (!doomed || !deletion) return;
    remove(
      { resource: name, id: doomed.id, successNotification: { message: deletion.messages.success, type: 'success' } },
      { onSuccess: () => setDoomed(null), onError: (error) => notify.error(serverMessageOr(error, deletion.messages.failure)) },
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
        create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => createForm.modal.show()}>
            {create.button}
          </Button>
        )
      }
      wrapperProps={{ variant: 'outlined' }}
    >
      {list.intro}
      <DataGrid
        {...dataGridProps}
        columns={columns}
        autoHeight
        disableColumnMenu
        {...(paged ? { pageSizeOptions: list.pageSizes } : { hideFooter: true })}
        {...(list.autoRowHeight ? { getRowHeight: () => 'auto' as const, sx: { '& .MuiDataGrid-cell': { py: 1 } } } : {})}
        {...(list.emptyText ? { localeText: { noRowsLabel: list.emptyText } } : {})}
      />
      {create && <CrudFormDialog mode="create" form={createForm} fields={definition.fields} title={create.title} submitLabel={create.submit} toPayload={definition.toPayload} />}
      {edit && <CrudFormDialog mode="edit" form={editForm} fields={definition.fields} title={edit.title} submitLabel={edit.submit} toPayload={definition.toPayload} />}
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
