import type { components } from '../../types/api-contract';

type Schemas = components['schemas'];

/** The Categories calls' shapes, generated from the API's OpenAPI document (npm run api:types). */
export type Category = Schemas['CategoryView'];

export interface Page<T> {
  items: T[];
  total: number;
}

export type TaxonomyUploadResult = Schemas['TaxonomyUploadView'];
export type MappingUploadResult = Schemas['MappingUploadView'];
/** A category the engine suggests, with which words matched what ("BRK → brake → Motor Vehicle Braking"). */
export type Suggestion = Schemas['SuggestionView'];
export type Analysis = Schemas['AnalysisView'];
export type PartType = Schemas['PartTypeView'];
export type MappingStats = Schemas['MappingStatsView'];
export type AppliedMappings = Schemas['ApplyMappingsView'];
