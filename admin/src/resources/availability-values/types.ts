import type { components } from '../../types/api-contract';

/** GET /availability-values item. */
export type AvailabilityValue = components['schemas']['AvailabilityValueView'];

export const AVAILABILITY_VALUES_RESOURCE = 'availability-values';

/** How the import parser compares spellings; said on both pages so an operator reads the variants right. */
export const SPELLING_RULE = "Imports compare spellings without case, spaces, '-' or '_': In-Stock, IN_STOCK and instock are the same.";
