/**
 * A trigger is matched as a whole word sequence after wording variants and stemming. When triggers overlap, a
 * longer one hides the shorter ones it contains ("brake light" hides "brake"). `headOnly` triggers apply only when
 * they end on the part type's head noun (its last meaningful word): "Engine" alone is an engine, "Engine Mount" is
 * an engine part.
 */
export interface ConceptRule {
  expansion: string;
  triggers: string[];
  headOnly?: boolean;
  /** The usual system of a generic word ("hose", "guard"): a guess at its category, not evidence of a vehicle part. */
  guess?: boolean;
  /**
   * The taxonomy's words for the kinds of vehicle the rule is about: it applies only when the part type names one
   * ("SPROCKET" of a dirt bike is a drivetrain part, of a car engine a timing part).
   */
  forKinds?: string[];
}
