import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { UpdateAvailabilityValueDto } from './availability-value.dto';
import { AvailabilityValuePageView, AvailabilityValueView } from './availability-value-views';
import { AvailabilityValuesService } from './availability-values.service';

@ApiTags('availability-values')
@ApiBearerAuth()
@Controller('availability-values')
export class AvailabilityValuesController {
  constructor(private readonly values: AvailabilityValuesService) {}

  @Get()
  @ApiOperation({ summary: "Google's availability values and the spellings the imports accept for each" })
  @ApiOkResponse({ type: AvailabilityValuePageView })
  list(): Promise<AvailabilityValuePageView> {
    return this.values.list();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One availability value, looked up by any accepted spelling' })
  @ApiParam({ name: 'id', example: 'in_stock', description: "Google's value or any spelling an import accepts (In Stock, OOS, pre-order…)" })
  @ApiOkResponse({ type: AvailabilityValueView })
  @ApiNotFoundResponse({ description: '{detail: "Availability value … not found"} for a spelling no import accepts' })
  get(@Param('id') id: string): Promise<AvailabilityValueView> {
    return this.values.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: "Change a value's meaning as the screen shows it (admins and users; readonly users get 403)" })
  @ApiParam({ name: 'id', example: 'in_stock', description: 'As for GET' })
  @ApiOkResponse({ type: AvailabilityValueView })
  update(@Param('id') id: string, @Body() changes: UpdateAvailabilityValueDto): Promise<AvailabilityValueView> {
    return this.values.update(id, changes);
  }
}
