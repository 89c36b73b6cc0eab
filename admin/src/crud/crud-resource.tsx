import type { BaseKey } from '@refinedev/core';
import type { FieldValues } from 'react-hook-form';
import type { ResourceDefinition } from '../resources/types';
import { CrudList } from './CrudList';
import { CrudShow } from './CrudShow';
import type { CrudDefinition } from './types';

/** A definition made into what the admin registers: Refine's resource and the generated list and show routes. */
export function crudResource<T extends { id: BaseKey }, TForm extends FieldValues = FieldValues>(definition: CrudDefinition<T, TForm>): ResourceDefinition {
  const { name, nav, guard = (page) => page } = definition;
  const list = `/${name}`;
  const show = definition.show ? `/${name}/show/:id` : undefined;
  return {
    resource: { name, list, ...(show ? { show } : {}), meta: nav },
    routes: [
      { path: list, element: guard(<CrudList definition={definition} />) },
      ...(show ? [{ path: show, element: guard(<CrudShow definition={definition} />) }] : []),
    ],
  };
}
