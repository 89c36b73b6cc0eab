import { brandsApi } from './brands-api';
import { BrandFormDialog, type BrandFormValues } from './BrandFormDialog';

const NEW_BRAND: BrandFormValues = { name: '', active: true };

/** Section 2's Add Brand dialog: 'Adding...' while busy. */
export function AddBrandDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: () => void }) {
  return (
    <BrandFormDialog
      open={open}
      title="Add Brand"
      initial={NEW_BRAND}
      submitLabel="Add Brand"
      busyLabel="Adding..."
      save={({ name }) => brandsApi.create(name)}
      successMessage="Brand added successfully!"
      failureMessage="Failed to add brand"
      onClose={onClose}
      onSaved={onAdded}
    />
  );
}
