import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { CORRECTIONS_OLDEST_FIRST, CORRECTIONS_VERSION } from '../sql/learned-mappings.sql';
import { sqlRunner } from '../../common/sql/sql-runner';
import type { CategorySuggester } from './category-suggester';
import type { CategorySuggestion, PartTypeAnalysis, TaxonomyCategory } from './types';

/** How sure a suggestion learned from the operator's own mapping of a part type worded the same is. */
const LEARNED_CONFIDENCE = 0.95;

interface Learned {
  part_type: string;
  category_id: number;
}

interface Lessons {
  version: string;
  suggester: CategorySuggester;
  byWording: Map<string, Learned>;
}

/**
 * Corrections the engine learns from: a part type the operator mapped by hand or by upload (not an
 * accepted suggestion) teaches the category of every part type worded like it. The lessons are a
 * cache of category_mappings, checked against its version (count and latest change) on every use,
 * so a correction made through any process counts at once.
 */
@Injectable()
export class LearnedMappings {
  private lessons?: Lessons;

  constructor(private readonly em: EntityManager) {}

  async apply(
    suggester: CategorySuggester,
    analyses: PartTypeAnalysis[],
    categoryOf: (id: number) => Promise<TaxonomyCategory | undefined>,
  ): Promise<PartTypeAnalysis[]> {
    const { byWording } = await this.current(suggester);
    if (byWording.size === 0) return analyses;
    return Promise.all(analyses.map(async (analysis) => {
      const learned = byWording.get(suggester.wording(analysis.part_type));
      const category = learned ? await categoryOf(learned.category_id) : undefined;
      if (!learned || !category || analysis.best?.category_id === category.category_id) return analysis;
      const taught: CategorySuggestion = {
        category_id: category.category_id,
        name: category.name,
        full_path: category.full_path,
        confidence: LEARNED_CONFIDENCE,
        matched: [`worded like '${learned.part_type}', which was mapped to ${category.name} → ${category.name}`],
      };
      const others = analysis.suggestions.filter((s) => s.category_id !== category.category_id);
      return { part_type: analysis.part_type, suggestions: [taught, ...others].slice(0, Math.max(1, analysis.suggestions.length)), best: taught };
    }));
  }

  private async current(suggester: CategorySuggester): Promise<Lessons> {
    const sql = sqlRunner(this.em);
    const [version] = await sql.rows(CORRECTIONS_VERSION, []);
    if (this.lessons?.version === version && this.lessons.suggester === suggester) return this.lessons;
    const rows = await sql.rows(CORRECTIONS_OLDEST_FIRST, []);
    // Later mappings win: the most recent correction of a wording teaches.
    const byWording = new Map(rows.map((r) => [suggester.wording(r.part_type), r] as const));
    byWording.delete('');
    this.lessons = { version, suggester, byWording };
    return this.lessons;
  }
}
