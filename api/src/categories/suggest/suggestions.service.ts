import { Injectable } from '@nestjs/common';
import { badRequest, notFound } from '../../common/errors/http-errors';
import type { CategoryView } from '../taxonomy/category-views';
import { MappingInput, MappingsService } from '../mappings/mappings.service';
import { PartTypesService } from '../part-types/part-types.service';
import type { PartTypeAnalysis } from '.';
import { TaxonomyIndex } from '../taxonomy/taxonomy-index.service';
import { LearnedMappings } from './learned-mappings';

export interface AiMappingInput {
  part_type: string;
  /** A category id, or its full path as the taxonomy spells it. */
  suggested_category: number | string;
  confidence?: number | null;
}

export interface ApplyProblem {
  part_type: string;
  detail: string;
}

/** The assisted flow: the local suggestion engine over the loaded taxonomy, and applying what it proposed. */
@Injectable()
export class SuggestionsService {
  constructor(
    private readonly index: TaxonomyIndex,
    private readonly mappings: MappingsService,
    private readonly partTypes: PartTypesService,
    private readonly learned: LearnedMappings,
  ) {}

  async analyze(partType: string): Promise<PartTypeAnalysis> {
    return (await this.analyzeMany([partType]))[0];
  }

  /** The engine's analyses, then what the operator's own mappings of part types worded alike teach. */
  async analyzeMany(partTypes: string[]): Promise<PartTypeAnalysis[]> {
    const suggester = await this.index.suggester();
    return this.learned.apply(suggester, suggester.analyzeMany(partTypes), (id) => this.index.byId(id));
  }

  /** Analysis of each distinct non-blank part type, in the order given. */
  async analyzeList(partTypes: string[]) {
    const distinct = [...new Set(partTypes.map((p) => p.trim()).filter(Boolean))];
    const results = await this.analyzeMany(distinct);
    return { results, total: results.length, with_suggestion: results.filter((r) => r.best).length };
  }

  /** Unmapped part types, most used first, each with the engine's best category (or none and why). */
  async unmappedWithSuggestions(limit: number) {
    const unmapped = await this.partTypes.list('unmapped', { limit });
    const analyses = await this.analyzeMany(unmapped.items.map((p) => p.part_type));
    return {
      items: unmapped.items.map((p, i) => ({
        part_type: p.part_type,
        usage_count: p.usage_count,
        suggestion: analyses[i].best,
        suggestions: analyses[i].suggestions.slice(0, 3),
        ...(analyses[i].reason ? { reason: analyses[i].reason } : {}),
      })),
      total: unmapped.total,
    };
  }

  async applyOne(input: AiMappingInput, userId: number) {
    const category = await this.resolveCategory(input.suggested_category);
    if (!category) throw notFound('Category', String(input.suggested_category));
    const { created } = await this.mappings.upsertMany([this.toMapping(input, category)], userId);
    const mapping = await this.mappings.getByPartType(input.part_type);
    return {
      success: true,
      message: `${created ? 'Mapped' : 'Re-mapped'} '${input.part_type.trim()}' to ${category.full_path}`,
      mapping: mapping!,
    };
  }

  /** Applies every resolvable suggestion in one transaction; unknown categories are listed, not fatal. */
  async applyMany(inputs: AiMappingInput[], userId: number) {
    const valid: MappingInput[] = [];
    const errors: ApplyProblem[] = [];
    for (const input of inputs) {
      if (!input.part_type.trim()) {
        errors.push({ part_type: input.part_type, detail: 'part_type is empty' });
        continue;
      }
      const category = await this.resolveCategory(input.suggested_category);
      if (category) valid.push(this.toMapping(input, category));
      else errors.push({ part_type: input.part_type, detail: `Category ${input.suggested_category} not found` });
    }
    if (!valid.length && errors.length) throw badRequest(`No mapping applied: ${errors[0].detail}`);
    const { created, updated } = await this.mappings.upsertMany(valid, userId);
    return {
      success: true,
      message: `Applied ${created + updated} mappings (${created} created, ${updated} updated)`,
      applied: created + updated,
      created,
      updated,
      errors,
    };
  }

  private toMapping(input: AiMappingInput, category: CategoryView): MappingInput {
    return {
      part_type: input.part_type,
      category_id: category.category_id,
      confidence: input.confidence ?? null,
      source: 'suggested',
    };
  }

  private async resolveCategory(reference: number | string): Promise<CategoryView | undefined> {
    if (typeof reference === 'number') return this.index.byId(reference);
    const text = reference.trim();
    if (/^\d+$/.test(text)) return this.index.byId(Number(text));
    return this.index.byPath(text);
  }
}
