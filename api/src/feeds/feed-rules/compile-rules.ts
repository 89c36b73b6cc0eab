import RE2 from 're2';
import type { FeedRule, RuleAction, RuleCondition, RuleConditionGroup, RuleFeed } from './rule-model';
import { truncateAtWord } from './truncate-at-word';

/** A product's row or a current item: attributes by name, each read as text. */
export type RuleRecord = Record<string, unknown>;

/** Lookup tables by name, each key trimmed and lower-cased. */
export type LookupTables = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** Told of every attribute an action changed, and by which rule. */
export type RuleTrace = (attribute: string, rule: string) => void;

/** A rule set made into closures once per run; applying it to an item costs no parsing. */
export interface CompiledRules {
  /** How many enabled rules of the feed it runs. */
  readonly size: number;
  /** Changes `record` in place; returns the name of the rule that excluded it, or null when it stays in the feed. */
  apply(record: RuleRecord, trace?: RuleTrace): string | null;
}

export const NO_RULES: CompiledRules = { size: 0, apply: () => null };

type Read = (record: RuleRecord) => string;
type Test = (record: RuleRecord) => boolean;
/** Returns false when the action excludes the item. */
type Act = (record: RuleRecord, rule: string, trace?: RuleTrace) => boolean;

/** An attribute's value as rules read and compare it: text, '' for none. */
export const asText = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value));
const normal = (value: string) => value.trim().toLowerCase();

/** Characters of texts a rule set's `remembered` steps keep between them: about 2 MB, however many rules, products and runs. */
const REMEMBERED_CHARACTERS = 1_000_000;

/** What is left of a rule set's REMEMBERED_CHARACTERS. */
interface Remembering {
  characters: number;
}

/**
 * A step's answer for each text it has seen, kept while the rule set's texts fit REMEMBERED_CHARACTERS.
 * RE2 copies the text into native memory on every call (about 1 µs, four times the rest of a typical
 * rule), and the values patterns run on repeat across products: a brand's titles, a type's shared description.
 */
function remembered<T>(left: Remembering, step: (text: string) => T): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    let answer = answers.get(text);
    if (answer === undefined) {
      answer = step(text);
      if (text.length <= left.characters) {
        answers.set(text, answer);
        left.characters -= text.length;
      }
    }
    return answer;
  };
}

function reader(feed: RuleFeed, attribute: string): Read {
  // A product's id in the feed: its Google id, else P and the draft it was published from.
  if (feed === 'products' && attribute === 'id') {
    return (r) => asText(r.google_id).trim() || `P${asText(r.draft_product_id ?? r.id)}`;
  }
  return (r) => asText(r[attribute]);
}

/** `{brand} {title}` → the attributes' values around the constant text. */
function compileTemplate(feed: RuleFeed, template: string): Read {
  const parts = template.split(/\{([a-z0-9_]+)\}/);
  if (parts.length === 1) return () => template;
  const pieces: Array<string | Read> = parts.map((part, i) => (i % 2 === 1 ? reader(feed, part) : part)).filter((piece) => piece !== '');
  return (r) => {
    let text = '';
    for (const piece of pieces) text += typeof piece === 'string' ? piece : piece(r);
    return text;
  };
}

/**
 * A pattern without regular-expression syntax other than ^ and $ at its ends (`^TEST`, `-kit$`) as the
 * string test it is, which costs a tenth of an RE2 call; null for any other pattern.
 */
function literalTest(pattern: string): ((text: string) => boolean) | null {
  const start = pattern.startsWith('^');
  const end = pattern.endsWith('$') && pattern.length > (start ? 1 : 0);
  const text = pattern.slice(start ? 1 : 0, end ? -1 : undefined);
  if (/[\\^$.|?*+()[\]{}]/.test(text)) return null;
  if (start && end) return (value) => value === text;
  if (start) return (value) => value.startsWith(text);
  if (end) return (value) => value.endsWith(text);
  return (value) => value.includes(text);
}

/**
 * Every `find` in `text` replaced by `value`, both taken literally (no `$` patterns); a third of what
 * replaceAll costs on a title, and the same text back when `find` is not in it.
 */
function replaceLiteral(text: string, find: string, value: string): string {
  let at = find === '' ? -1 : text.indexOf(find);
  if (at === -1) return text;
  let replaced = '';
  let from = 0;
  while (at !== -1) {
    replaced += text.slice(from, at) + value;
    from = at + find.length;
    at = text.indexOf(find, from);
  }
  return replaced + text.slice(from);
}

/** The attribute names a template refers to. */
export const templateAttributes = (template: string) => [...template.matchAll(/\{([a-z0-9_]+)\}/g)].map((match) => match[1]);

function compileCondition(feed: RuleFeed, condition: RuleCondition, left: Remembering): Test {
  const read = reader(feed, condition.attribute);
  const value = typeof condition.value === 'string' ? condition.value : '';
  const lower = value.toLowerCase();
  const wanted = normal(value);
  switch (condition.op) {
    case 'equals':
      return (r) => normal(read(r)) === wanted;
    case 'not_equals':
      return (r) => normal(read(r)) !== wanted;
    case 'contains':
      return (r) => read(r).toLowerCase().includes(lower);
    case 'not_contains':
      return (r) => !read(r).toLowerCase().includes(lower);
    case 'starts_with':
      return (r) => read(r).toLowerCase().startsWith(lower);
    case 'ends_with':
      return (r) => read(r).toLowerCase().endsWith(lower);
    case 'matches': {
      const pattern = new RE2(value);
      const test = literalTest(value) ?? remembered(left, (text) => pattern.test(text));
      return (r) => test(read(r));
    }
    case 'is_empty':
      return (r) => read(r).trim() === '';
    case 'not_empty':
      return (r) => read(r).trim() !== '';
    case 'in': {
      const list = new Set((Array.isArray(condition.value) ? condition.value : [value]).map(normal));
      return (r) => list.has(normal(read(r)));
    }
    case 'gt':
    case 'lt': {
      const bound = Number(value);
      const above = condition.op === 'gt';
      return (r) => {
        const text = read(r).trim();
        if (text === '') return false;
        const n = Number(text);
        return Number.isFinite(n) && (above ? n > bound : n < bound);
      };
    }
  }
}

function compileGroup(feed: RuleFeed, group: RuleConditionGroup | null | undefined, left: Remembering): Test | null {
  if (!group) return null;
  const any = group.any !== undefined;
  const tests = (group.all ?? group.any ?? []).map((condition) => compileCondition(feed, condition, left));
  if (tests.length === 0) return null;
  if (tests.length === 1) return tests[0];
  return any ? (r) => tests.some((test) => test(r)) : (r) => tests.every((test) => test(r));
}

/** An action that computes the target's new value from the record and its current value. */
function valueAction(attribute: string, next: (record: RuleRecord, current: string) => string): Act {
  return (r, rule, trace) => {
    const current = asText(r[attribute]);
    const value = next(r, current);
    if (value !== current) {
      r[attribute] = value;
      trace?.(attribute, rule);
    }
    return true;
  };
}

function compileAction(feed: RuleFeed, action: RuleAction, lookups: LookupTables, left: Remembering): Act {
  if (action.type === 'exclude') return () => false;
  const attribute = action.attribute!;
  switch (action.type) {
    case 'set': {
      const value = compileTemplate(feed, action.value ?? '');
      return valueAction(attribute, (r) => value(r));
    }
    case 'copy': {
      const from = reader(feed, action.from!);
      return valueAction(attribute, (r) => from(r));
    }
    case 'append': {
      const value = compileTemplate(feed, action.value ?? '');
      return valueAction(attribute, (r, current) => current + value(r));
    }
    case 'prepend': {
      const value = compileTemplate(feed, action.value ?? '');
      return valueAction(attribute, (r, current) => value(r) + current);
    }
    case 'replace': {
      const find = action.find!;
      const value = action.value ?? '';
      return valueAction(attribute, (_, current) => replaceLiteral(current, find, value));
    }
    case 'regex_replace': {
      const pattern = new RE2(action.pattern!, 'g');
      const value = action.value ?? '';
      const replaced = remembered(left, (text) => text.replace(pattern, value));
      return valueAction(attribute, (_, current) => replaced(current));
    }
    case 'lookup': {
      const table = lookups.get(action.table!) ?? new Map<string, string>();
      const from = reader(feed, action.from ?? attribute);
      return valueAction(attribute, (r, current) => table.get(normal(from(r))) ?? current);
    }
    case 'truncate': {
      const length = action.length!;
      return valueAction(attribute, (_, current) => (current.length > length ? truncateAtWord(current, length) : current));
    }
  }
}

/**
 * The enabled rules of one feed, in order, each on the item as the rules before it left it. An
 * excluded item is not changed further. The rules must have passed `ruleProblem`.
 */
export function compileRules(rules: readonly FeedRule[], feed: RuleFeed, lookups: LookupTables): CompiledRules {
  const left: Remembering = { characters: REMEMBERED_CHARACTERS };
  const compiled = rules
    .filter((rule) => rule.enabled && rule.feed === feed)
    .map((rule) => ({ name: rule.name, when: compileGroup(feed, rule.condition, left), actions: rule.actions.map((action) => compileAction(feed, action, lookups, left)) }));
  if (compiled.length === 0) return NO_RULES;
  return {
    size: compiled.length,
    apply(record, trace) {
      for (const rule of compiled) {
        if (rule.when && !rule.when(record)) continue;
        for (const act of rule.actions) if (!act(record, rule.name, trace)) return rule.name;
      }
      return null;
    },
  };
}
