import { SchemaMigration } from '../schema-migration';

/**
 * Refresh-token chains: every session rotated from the same sign-in shares chain_id and the chain's
 * start (its absolute lifetime counts from there); rotated_at marks a refresh token already used, so a
 * second use is recognised as reuse. Password resets get created_at to throttle new requests.
 * Sessions already there become chains of their own, started when they were created.
 */
export class Migration20261124000101_session_chains extends SchemaMigration {
  override up(): void {
    this.schema((schema) =>
      schema.alterTable('sessions', (t) => {
        t.string('chain_id', 40).notNullable().defaultTo('');
        t.datetime('chain_started_at').nullable();
        t.datetime('rotated_at').nullable();
        t.index(['chain_id']);
        t.index(['refresh_expires_at']);
      }),
    );
    this.addSql(`UPDATE sessions SET chain_id = 'session-' || id, chain_started_at = created_at`);
    this.schema((schema) =>
      schema.alterTable('password_resets', (t) => {
        t.datetime('created_at').nullable();
      }),
    );
  }
}
