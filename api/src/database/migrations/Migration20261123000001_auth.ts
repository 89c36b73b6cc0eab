import { SchemaMigration } from '../schema-migration';

export class Migration20261123000001_auth extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('users', (t) => {
          t.increments('id').primary();
          t.string('email', 320).notNullable().unique();
          t.string('full_name', 200).nullable();
          t.string('role', 16).notNullable();
          t.boolean('is_active').notNullable();
          t.string('password_hash', 255).notNullable();
          t.string('access_token_hash', 255).notNullable();
          t.datetime('last_login').nullable();
          this.timestamps(t, 'created_at', 'updated_at');
        })
        .createTable('sessions', (t) => {
          t.increments('id').primary();
          t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
          t.string('token_hash', 64).notNullable().unique();
          t.string('refresh_hash', 64).notNullable().unique();
          this.timestamps(t, 'expires_at', 'refresh_expires_at', 'created_at');
          t.datetime('revoked_at').nullable();
          t.index(['user_id']);
        })
        .createTable('password_resets', (t) => {
          t.increments('id').primary();
          t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
          t.string('token_hash', 64).notNullable().unique();
          t.datetime('expires_at').notNullable();
          t.datetime('used_at').nullable();
          t.index(['user_id']);
        }),
    );
  }
}
