import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CategoriesController } from './taxonomy/categories.controller';
import { CategoryExportService } from './taxonomy/category-export.service';
import { CategoryResolver } from './mappings/category-resolver.service';
import { Category } from './entities/category.entity';
import { CategoryMapping } from './entities/category-mapping.entity';
import { MappingImportController } from './mappings/mapping-import.controller';
import { MappingImportService } from './mappings/mapping-import.service';
import { MappingsController } from './mappings/mappings.controller';
import { MappingsService } from './mappings/mappings.service';
import { PartTypesController } from './part-types/part-types.controller';
import { PartTypesService } from './part-types/part-types.service';
import { SuggestionsController } from './suggest/suggestions.controller';
import { LearnedMappings } from './suggest/learned-mappings';
import { SuggestionsService } from './suggest/suggestions.service';
import { TaxonomyIndex } from './taxonomy/taxonomy-index.service';
import { TaxonomyService } from './taxonomy/taxonomy.service';

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
    LearnedMappings,
    CategoryExportService,
    MappingImportService,
    CategoryResolver,
  ],
  exports: [CategoryResolver, PartTypesService],
})
export class CategoriesModule {}
