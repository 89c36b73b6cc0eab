export { CategorySuggester } from './category-suggester';
export type { CategorySuggestion, PartTypeAnalysis, TaxonomyCategory } from './types';
export { measureSuggestionAccuracy } from './suggestion-accuracy';
export type { LabelledPartType, SuggestionAccuracy, SuggestionMiss } from './suggestion-accuracy';
