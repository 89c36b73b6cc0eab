import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CategoriesController } from './categories.controller';
import { CategoryExportService } from './category-export.service';
import { CategoryResolver } from './category-resolver.service';
import { Category } from './entities/category.entity';
import { CategoryMapping } from './entities/category-mapping.entity';
import { MappingImportController } from './mapping-import.controller';
import { MappingImportService } from './mapping-import.service';
import { MappingsController } from './mappings.controller';
import { MappingsService } from './mappings.service';
import { PartTypesController } from './part-types.controller';
import { PartTypesService } from './part-types.service';
import { SuggestionsController } from './suggestions.controller';
import { SuggestionsService } from './suggestions.service';
import { TaxonomyIndex } from './taxonomy-index.service';
import { TaxonomyService } from './taxonomy.service';

/** The provider's category taxonomy, part-type mappings and the assisted mapping flow. */
@Module({
  imports: [MikroOrmModule.forFeature([Category, CategoryMapping])],
  controllers: [CategoriesController, PartTypesController, MappingsController, MappingImportController, SuggestionsController],
  providers: [
    TaxonomyIndex,
    TaxonomyService,
    MappingsService,
    PartTypesService,
    SuggestionsService,
    CategoryExportService,
    MappingImportService,
    CategoryResolver,
  ],
  exports: [CategoryResolver],
})
export class CategoriesModule {}
