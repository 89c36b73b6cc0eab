import { useMemo, useState } from 'react';
import { useDelete, type HttpError } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import { useModalForm } from '@refinedev/react-hook-form';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../format';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { serverMessageOr } from '../../providers/api-error';
import { notify } from '../../providers/notifications';
import type { User } from '../../types/user';
import { RoleChip } from './RoleChip';
import { UserFormDialog } from './UserFormDialog';
import { NEW_USER, type UserFormMode, type UserFormValues } from './user-form';

const SAVE_MESSAGES = {
  create: { success: 'User created successfully', failure: 'Failed to create user' },
  edit: { success: 'User updated successfully', failure: 'Failed to update user' },
} as const;

function useUserModalForm(mode: UserFormMode) {
  const messages = SAVE_MESSAGES[mode];
  return useModalForm<User, HttpError, UserFormValues>({
    defaultValues: NEW_USER,
    refineCoreProps: {
      resource: 'users',
      action: mode,
      redirect: false,
      successNotification: { message: messages.success, type: 'success' },
      onMutationError: (error) => notify.error(serverMessageOr(error, messages.failure)),
    },
  });
}

interface ColumnActions {
  ownId: number | undefined;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

function userColumns({ ownId, onEdit, onDelete }: ColumnActions): GridColDef<User>[] {
  return [
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
    { field: 'full_name', headerName: 'Full Name', flex: 1, minWidth: 160, valueFormatter: (value) => value || '-' },
    { field: 'role', headerName: 'Role', width: 120, renderCell: ({ row }) => <RoleChip role={row.role} /> },
    {
      field: 'is_active',
      headerName: 'Status',
      width: 120,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          label={row.is_active ? 'Active' : 'Inactive'}
          color={row.is_active ? 'success' : 'default'}
        />
      ),
    },
    {
      field: 'last_login',
      headerName: 'Last Login',
      width: 140,
      valueFormatter: (value: string | null) => formatDate(value, 'Never'),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 120,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <>
          <Tooltip title="Edit">
            <IconButton size="small" aria-label={`Edit ${row.email}`} onClick={() => onEdit(row)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {row.id !== ownId && (
            <Tooltip title="Delete">
              <IconButton size="small" color="error" aria-label={`Delete ${row.email}`} onClick={() => onDelete(row)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      ),
    },
  ];
}

/** User Management (section 2): admins list, create, edit and delete users. */
export function UserList() {
  const { user: me } = useCurrentUser();
  const { dataGridProps } = useDataGrid<User>({ resource: 'users', syncWithLocation: false, sorters: { mode: 'off' }, filters: { mode: 'off' } });
  const createForm = useUserModalForm('create');
  const editForm = useUserModalForm('edit');
  const [doomed, setDoomed] = useState<User | null>(null);
  const { mutate: deleteUser, mutation: deletion } = useDelete<User>();

  const columns = useMemo(
    () => userColumns({ ownId: me?.id, onEdit: (user) => editForm.modal.show(user.id), onDelete: setDoomed }),
    [me?.id, editForm.modal.show],
  );

  const confirmDelete = () => {
    if (!doomed) return;
    deleteUser(
      { resource: 'users', id: doomed.id, successNotification: { message: 'User deleted successfully', type: 'success' } },
      {
        onSuccess: () => setDoomed(null),
        onError: (error) => notify.error(serverMessageOr(error, 'Failed to delete user')),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="User Management"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => createForm.modal.show()}>
            Add User
          </Button>
        }
      />
      <Paper variant="outlined">
        <DataGrid
          {...dataGridProps}
          columns={columns}
          autoHeight
          pageSizeOptions={[10, 25, 50, 100]}
          disableColumnMenu
        />
      </Paper>
      <UserFormDialog mode="create" form={createForm} />
      <UserFormDialog mode="edit" form={editForm} />
      <ConfirmDialog
        open={doomed !== null}
        title="Delete User"
        message={`Are you sure you want to delete user "${doomed?.email ?? ''}"? This action cannot be undone.`}
        busy={deletion.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDoomed(null)}
      />
    </>
  );
}
