import { useMemo } from 'react';
import { brandsApi } from './brands-api';
import { BrandFormDialog } from './BrandFormDialog';
import type { Brand } from './types';

/** The edit icon's dialog: rename the brand and switch it Active or Inactive. */
export function EditBrandDialog({ brand, onClose, onSaved }: { brand: Brand | null; onClose: () => void; onSaved: () => void }) {
  const initial = useMemo(() => ({ name: brand?.name ?? '', active: brand?.active ?? true }), [brand]);
  return (
    <BrandFormDialog
      open={brand !== null}
      title="Edit Brand"
      initial={initial}
      withActive
      submitLabel="Save"
      busyLabel="Saving..."
      save={(values) => brandsApi.update(brand!.id, values)}
      successMessage="Brand updated successfully"
      failureMessage="Failed to update brand"
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
