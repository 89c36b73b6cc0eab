import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AvailabilityValuesController } from './availability-values.controller';
import { AvailabilityValuesService } from './availability-values.service';
import { AvailabilityValue } from './entities/availability-value.entity';

/** A read-only reference list for operators; docs/extending.md walks through it as the example resource. */
@Module({
  imports: [MikroOrmModule.forFeature([AvailabilityValue])],
  controllers: [AvailabilityValuesController],
  providers: [AvailabilityValuesService],
})
export class AvailabilityValuesModule {}
