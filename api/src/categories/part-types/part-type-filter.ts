/** Which part types a list shows: all, only those with a category mapping, or only those without. */
export type PartTypeFilter = 'all' | 'mapped' | 'unmapped';
