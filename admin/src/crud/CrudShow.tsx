import { useShow, type BaseKey } from '@refinedev/core';
import { Show } from '@refinedev/mui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { FieldValues } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { serverMessageOr } from '../providers/api-error';
import { valueOf } from './columns';
import type { CrudDefinition } from './types';

/** The show page of a definition: Refine's <Show> and useShow, one line per shown field. */
export function CrudShow<T extends { id: BaseKey }, TForm extends FieldValues>({ definition }: { definition: CrudDefinition<T, TForm> }) {
  const { id } = useParams();
  const { name, show } = definition;
  const { query, result } = useShow<T>({ resource: name, id });
  if (!show) return null;
  const back = (
    <Button component={RouterLink} to={`/${name}`} startIcon={<ArrowBackIcon />}>
      {show.back}
    </Button>
  );
  const heading = (title: string, subtitle?: string) => (
    <>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
    </>
  );
  const failed = !query.isLoading && !result;

  return (
    <Show
      resource={name}
      breadcrumb={null}
      goBack={null}
      isLoading={query.isLoading}
      title={result ? heading(show.title(result), show.subtitle?.(result)) : heading(definition.nav.label)}
      headerButtons={back}
      wrapperProps={{ variant: 'outlined' }}
    >
      {failed && <Alert severity="error">{serverMessageOr(query.error, show.loadFailure)}</Alert>}
      {result && (
        <Stack spacing={2}>
          {definition.fields
            .filter((field) => field.show)
            .map((field) => (
              <div key={field.name}>
                <Typography variant="subtitle2" component="h2">
                  {field.label}
                </Typography>
                {(typeof field.show === 'function' ? field.show : field.render)?.(result) ?? <Typography>{String(valueOf(result, field.name) ?? '')}</Typography>}
              </div>
            ))}
          {show.footer}
        </Stack>
      )}
    </Show>
  );
}
