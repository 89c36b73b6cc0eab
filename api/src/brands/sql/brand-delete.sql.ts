/**
 * A brand goes with all its parts (100,000s for a big brand) in set-based statements of one
 * transaction: the parts are never loaded as entities, and the first statement's row count is the
 * number of parts the answer reports. Both are bound with the brand's id.
 */
import { defineStatement } from '../../common/sql/statement';

export const DELETE_BRAND_PARTS = defineStatement<[brandId: number]>({ sql: 'DELETE FROM parts WHERE brand_id = ?' });

export const DELETE_BRAND = defineStatement<[brandId: number]>({ sql: 'DELETE FROM brands WHERE id = ?' });
