import type { components } from '../types/api-contract';
import { downloadFile, saveBlob } from '../providers/http';
import type { Notify, ToastOptions } from '../providers/notifications';

export type ImportCounts = components['schemas']['ImportCountsView'];

/** What every import's answer carries besides its own fields: its entry in the imports history. */
export interface RecordedImport {
  import_id?: number;
  counts?: ImportCounts;
}

/** Rows that were not applied: refused for a bad value, or naming something that does not exist. */
export function problemCount(counts: ImportCounts | undefined): number {
  return counts ? counts.refused + counts.not_found : 0;
}

/** The counts in plain words, in the order they add up: read = the others together. */
export function countLabels(counts: ImportCounts): Array<{ label: string; value: number }> {
  return [
    { label: 'Rows read', value: counts.read },
    { label: 'Added', value: counts.inserted },
    { label: 'Updated', value: counts.updated },
    { label: 'Unchanged', value: counts.unchanged },
    { label: 'Not found', value: counts.not_found },
    { label: 'Refused', value: counts.refused },
  ];
}

/** A finished import's toast: green only when every row was applied, amber when some were not. */
export function notifyImported(notify: Notify, message: string, result: RecordedImport, options?: ToastOptions): void {
  if (problemCount(result.counts)) notify.warning(message, options);
  else notify.success(message, options);
}

/** Saves every refused and not-found row of an import as a CSV (GET /imports/{id}/problems). */
export async function downloadProblems(importId: number): Promise<void> {
  const file = await downloadFile(`imports/${importId}/problems`);
  saveBlob(file.blob, file.filename ?? `import-${importId}-problems.csv`);
}
