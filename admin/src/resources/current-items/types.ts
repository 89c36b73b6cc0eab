import type { components } from '../../types/api-contract';

type Schemas = components['schemas'];

export type Availability = 'in stock' | 'out of stock' | 'preorder' | 'backorder';

export const AVAILABILITIES: Availability[] = ['in stock', 'out of stock', 'preorder', 'backorder'];

export type CurrentItem = Schemas['CurrentItemView'];
export type CurrentItemPage = Schemas['CurrentItemPageView'];

/** GET /current/stats gives each figure under two names; either may be read. Empty until loaded, or after a failure (zeros). */
export type CurrentStats = Partial<Schemas['CurrentStatsView']>;

export type ItemsImportResult = Schemas['ItemsImportResultView'];
/** The availability or the price import's answer: the same fields but for the count of refused rows. */
export type SyncImportResult = Omit<Schemas['AvailabilityImportResultView'], 'errors'> &
  Partial<Pick<Schemas['AvailabilityImportResultView'], 'errors'> & Pick<Schemas['PriceImportResultView'], 'invalid_price'>>;
export type BrandAssignmentResult = Schemas['BrandAssignmentResultView'];

export interface ItemChanges {
  price: number | null;
  availability: Availability;
  brand: string | null;
}
