import type { HttpError } from '@refinedev/core';
import type { UseModalFormReturnType } from '@refinedev/react-hook-form';
import { Controller } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ROLES, type User } from '../../types/user';
import { toUserPayload, userFormRules, type UserFormMode, type UserFormValues } from './user-form';

export type UserModalForm = UseModalFormReturnType<User, HttpError, UserFormValues>;

interface UserFormDialogProps {
  mode: UserFormMode;
  form: UserModalForm;
}

const TEXT = {
  create: { title: 'Add User', submit: 'Create User', secretHint: undefined },
  edit: { title: 'Edit User', submit: 'Save Changes', secretHint: 'Leave blank to keep the current value' },
} as const;

/** Create or edit a user; the email is locked when editing. */
export function UserFormDialog({ mode, form }: UserFormDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
    refineCore: { formLoading },
    modal: { visible, close, submit },
  } = form;
  const rules = userFormRules(mode);
  const text = TEXT[mode];
  // A failed save keeps the dialog open; the failure is reported by the list's onMutationError.
  const save = handleSubmit((values) => Promise.resolve(submit(toUserPayload(values))).catch(() => undefined));

  return (
    <Dialog open={visible} onClose={formLoading ? undefined : close} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={save}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Email"
              type="email"
              required
              {...register('email', rules.email)}
              slotProps={{ input: { readOnly: mode === 'edit' }, inputLabel: { shrink: true } }}
              sx={mode === 'edit' ? { '& input': { color: 'text.disabled' } } : undefined}
              error={!!errors.email}
              helperText={errors.email?.message}
            />
            <TextField label="Full Name" {...register('full_name')} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField
              label="Password"
              type="password"
              required={mode === 'create'}
              autoComplete="new-password"
              {...register('password', rules.password)}
              error={!!errors.password}
              helperText={errors.password?.message ?? text.secretHint}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Access Token"
              type="password"
              required={mode === 'create'}
              autoComplete="off"
              {...register('access_token', rules.access_token)}
              error={!!errors.access_token}
              helperText={errors.access_token?.message ?? text.secretHint}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Controller
              name="role"
              control={control}
              render={({ field }) => (
                <TextField select label="Role" {...field}>
                  {ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {role}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="is_active"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  label="Active"
                  control={<Switch checked={!!field.value} onChange={(_, checked) => field.onChange(checked)} />}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={formLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={formLoading}>
            {text.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
