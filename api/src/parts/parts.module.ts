import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PartsController } from './parts.controller';
import { PartsService } from './parts.service';
import { Part } from './entities/part.entity';

/**
 * Controllers are routed in the order listed. Any controller that serves fixed paths under
 * /parts (e.g. /parts/draft, /parts/live) must be listed BEFORE PartsController, whose
 * GET/PUT/DELETE /parts/:id would otherwise answer them.
 */
@Module({
  imports: [MikroOrmModule.forFeature([Part])],
  controllers: [PartsController],
  providers: [PartsService],
  exports: [PartsService],
})
export class PartsModule {}
