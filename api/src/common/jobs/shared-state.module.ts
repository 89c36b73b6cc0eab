import { Global, Inject, Module, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { importLock } from './import-lock';
import { Leases } from './leases';

/**
 * The database as the place for state every process must share: leases for locks, and the import
 * lock bound to them when the database is PostgreSQL (the one that several processes can share).
 */
@Global()
@Module({ providers: [Leases], exports: [Leases] })
export class SharedStateModule implements OnModuleInit {
  constructor(
    private readonly leases: Leases,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    importLock.shareThrough(this.config.databaseUrl ? this.leases : undefined);
  }
}
