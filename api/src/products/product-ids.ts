/**
 * The display ids of the Products screen are derived from the row id rather than stored,
 * so a set-based import never needs a second pass to number its rows: D-000042, L-000007.
 */
const display = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;

export const draftId = (id: number) => display('D', id);
export const liveId = (id: number) => display('L', id);
