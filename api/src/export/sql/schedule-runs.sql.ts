/**
 * Every process fires the nightly schedule; the first to insert the tick's row runs it. That claim must be
 * one atomic statement (INSERT … ON CONFLICT DO NOTHING, its changed-row count the answer), not a read then a write.
 */
import { defineStatement } from '../../common/sql/statement';

export const CLAIM_SCHEDULED_RUN = defineStatement<[schedule: string, slot: string, owner: string]>({
  sql: 'INSERT INTO schedule_runs (schedule, slot, owner) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
});
