/** GET /availability-values item (api/src/availability-values/availability-value.view.ts). */
export interface AvailabilityValue {
  /** Google's value, as the XML feed writes it: in_stock. */
  id: string;
  /** As items store it and the screens show it: in stock. */
  value: string;
  description: string;
  /** Spellings the imports accept, compared without case, spaces, '-' or '_'. */
  variants: string[];
}

export const AVAILABILITY_VALUES_RESOURCE = 'availability-values';

/** How the import parser compares spellings; said on both pages so an operator reads the variants right. */
export const SPELLING_RULE = "Imports compare spellings without case, spaces, '-' or '_': In-Stock, IN_STOCK and instock are the same.";
