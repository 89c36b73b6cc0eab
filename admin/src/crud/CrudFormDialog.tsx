import type { BaseKey, HttpError } from '@refinedev/core';
import type { UseModalFormReturnType } from '@refinedev/react-hook-form';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
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
import type { CrudField, FormMode, FormTexts } from './types';

interface CrudFormDialogProps<T extends { id: BaseKey }, TForm extends FieldValues> {
  mode: FormMode;
  form: UseModalFormReturnType<T, HttpError, TForm>;
  fields: CrudField<T, TForm>[];
  texts: FormTexts;
  width?: 'xs' | 'sm';
  submitNeeds?: string[];
  toPayload?: (values: TForm, mode: FormMode) => Record<string, unknown>;
}

/** The create or edit dialog a definition's form fields make, validated before anything is sent. */
export function CrudFormDialog<T extends { id: BaseKey }, TForm extends FieldValues>(props: CrudFormDialogProps<T, TForm>) {
  const { mode, form, fields, texts, width = 'sm', submitNeeds = [], toPayload } = props;
  const {
    register,
    control,
    watch,
    handleSubmit,
    formState: { errors },
    refineCore: { formLoading },
    modal: { visible, close, submit },
  } = form;
  // A failed save keeps the dialog open; the list reports the failure.
  const save = handleSubmit((values) => Promise.resolve(submit((toPayload ? toPayload(values, mode) : values) as TForm)).catch(() => undefined));
  const blank = submitNeeds.some((name) => !String(watch(name as Path<TForm>) ?? '').trim());
  const shown = fields.filter((field) => field.form?.includes(mode));

  const input = (field: CrudField<T, TForm>) => {
    const name = field.name as Path<TForm>;
    const rules = field.rules?.(mode) ?? {};
    if (field.input === 'select' || field.input === 'switch') {
      return (
        <Controller
          key={field.name}
          name={name}
          control={control}
          render={({ field: control }) =>
            field.input === 'select' ? (
              <TextField
                select
                label={field.label}
                disabled={formLoading}
                name={control.name}
                value={control.value ?? ''}
                onChange={(event) => control.onChange(event.target.value)}
                onBlur={control.onBlur}
                inputRef={control.ref}
              >
                {(field.options ?? []).map((option) => (
                  <MenuItem key={option} value={option}>
                    {option}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <FormControlLabel
                label={field.label}
                disabled={formLoading}
                control={<Switch checked={!!control.value} onChange={(_, checked) => control.onChange(checked)} />}
              />
            )
          }
        />
      );
    }
    const error = errors[field.name]?.message;
    const message = typeof error === 'string' ? error : undefined;
    const Input = field.input;
    if (typeof Input === 'function') {
      return (
        <Controller
          key={field.name}
          name={name}
          control={control}
          rules={rules as never}
          render={({ field: control }) => (
            <Input
              mode={mode}
              label={field.label}
              value={control.value}
              onChange={control.onChange}
              error={message}
              required={Boolean(rules.required)}
              disabled={formLoading}
              autoFocus={field === shown[0]}
            />
          )}
        />
      );
    }
    return (
      <TextField
        key={field.name}
        label={field.label}
        type={Input === 'textarea' ? undefined : (Input ?? 'text')}
        multiline={field.input === 'textarea'}
        minRows={field.input === 'textarea' ? 3 : undefined}
        required={Boolean(rules.required)}
        autoFocus={field === shown[0]}
        // Not typed into while the record loads (it would overwrite the typing) or saves.
        disabled={formLoading}
        {...register(name, rules as never)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={!!message}
        helperText={message}
      />
    );
  };

  return (
    <Dialog open={visible} onClose={formLoading ? undefined : close} maxWidth={width} fullWidth>
      <form noValidate onSubmit={save}>
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {shown.map(input)}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={formLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={formLoading || blank}>
            {formLoading && texts.busy ? texts.busy : texts.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
