/**
 * Readiness asks the database for the cheapest answer it can give, with no table involved: whether it
 * answers at all is the question.
 */
import { defineQuery } from '../../common/sql/statement';

export const PING = defineQuery<[], unknown>({ sql: 'SELECT 1', map: (row) => row });
