import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SecretHasher } from '../common/crypto/secret-hasher';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { User } from './entities/user.entity';

/**
 * On the first start (no users at all) creates the admin from ADMIN_EMAIL, ADMIN_PASSWORD and
 * ADMIN_ACCESS_TOKEN; what is unset is generated and printed once, since it is shown nowhere else.
 */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hasher: SecretHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const em = this.orm.em.fork() as EntityManager;
    if ((await em.count(User, {})) > 0) return;
    const wanted = this.config.firstAdmin;
    const email = (wanted.email ?? 'admin@partsfeed.local').toLowerCase();
    const password = wanted.password ?? randomBytes(12).toString('base64url');
    const accessToken = wanted.accessToken ?? randomBytes(24).toString('base64url');
    em.create(User, {
      email,
      full_name: 'Administrator',
      role: 'admin',
      is_active: true,
      password_hash: await this.hasher.hash(password),
      access_token_hash: await this.hasher.hash(accessToken),
    });
    try {
      await em.flush();
    } catch (error) {
      // Another process starting on the same database created it first.
      if (error instanceof UniqueConstraintViolationException) return;
      throw error;
    }
    const generated = !wanted.password || !wanted.accessToken;
    this.logger.log(`Created the first admin ${email}`);
    if (generated) this.showOnce(email, wanted.password ? undefined : password, wanted.accessToken ? undefined : accessToken);
  }

  /**
   * Never through the logger, so log files and collectors do not keep the secrets: printed to the
   * console, or with LOG_FORMAT=json (whose stdout a collector reads) written to a file only the owner reads.
   */
  private showOnce(email: string, password?: string, accessToken?: string): void {
    const text =
      `\n  First admin (shown once, store it now):\n    Email:        ${email}\n` +
      (password ? `    Password:     ${password}\n` : '') +
      (accessToken ? `    Access token: ${accessToken}\n` : '') +
      '\n';
    if (this.config.log.format === 'text') {
      process.stdout.write(text);
      return;
    }
    const file = join(this.config.dataDir, 'first-admin.txt');
    writeFileSync(file, text, { mode: 0o600 });
    this.logger.log(`The first admin's generated credentials are in ${file}: store them, then delete the file`);
  }
}
