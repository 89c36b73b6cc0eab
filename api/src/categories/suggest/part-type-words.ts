/**
 * Roles of words in a catalog part type. Position, side, packaging and marketing words say nothing about the
 * category; generic heads ("pump", "hose", "gasket") take their meaning from the word before them ("fuel pump").
 */

/** Ignored when weighing a part type (they may still complete a phrase such as "side mirror"). */
export const NOISE_WORDS = new Set([
  'a', 'an', 'and', 'or', 'of', 'the', 'for', 'to', 'in', 'on', 'by', 'with', 'without', 'incl', 'including', 'x',
  'set', 'kit', 'kits', 'pack', 'pair', 'pc', 'pcs', 'piece', 'assembly', 'complete', 'unit', 'each', 'only',
  'front', 'rear', 'left', 'right', 'lh', 'rh', 'l', 'r', 'upper', 'lower', 'inner', 'outer', 'driver', 'passenger',
  'side', 'primary', 'secondary', 'new', 'reman', 'remanufactured', 'rebuilt', 'oe', 'oem', 'genuine', 'aftermarket',
  'replacement', 'premium', 'standard', 'heavy', 'duty', 'performance', 'universal', 'direct', 'fit', 'ceramic',
  'semi', 'metallic', 'organic', 'severe', 'ultra', 'super', 'max', 'plus', 'pro', 'grade', 'quality', 'original',
  'black', 'white', 'red', 'blue', 'clear', 'smoked', 'silver', 'gray', 'grey', 'color', 'inch', 'mm', 'cm', 'ft',
  'gallon', 'quart', 'qt', 'oz', 'liter', 'litre', 'ml', 'lb', 'lbs', 'amp', 'volt', 'v', 'multi', 'purpose',
  'type', 'style', 'series', 'system', 'various', 'misc', 'miscellaneous', 'other', 'general', 'dot', 'sae', 'all',
  'season',
  'radial', 'touring', 'summer', 'electric', 'electronic', 'mechanical', 'automatic', 'synthetic',
  'diesel', 'gasoline', 'gas', 'hybrid', 'ev', 'digital', 'adjustable', 'custom', 'aluminum', 'steel', 'alloy',
  'chrome', 'plastic', 'rubber', 'stainless', 'power', 'detonation',
  // Grades and forms of a fluid: "HI MILEAGE", "CONC" say which product, not which category.
  'mileage', 'concentrate', 'concentrated', 'prediluted', 'conical', 'spherical',
  'assortment', 'assorted', 'underhood', 'undercar', 'under',
  // Tire tread and load codes: "TIRE LT245/75R16 AT" is a tire.
  'at', 'mt', 'ht', 'xl', 'terrain',
  // How a tool or supply is built or sold, printed after its name: "ENG HOIST 2 TON FOLDING", "THREAD LOCKER RED
  // HIGH STRENGTH", "TIRE INFLATOR 12V PORTABLE".
  'folding', 'foldable', 'portable', 'strength', 'waterproof', 'professional', 'compact', 'rubberized',
  'telescoping', 'pressin',
  // Electrode metals of spark plugs: "PLUG-SPARK IRIDIUM" is a spark plug.
  'iridium', 'platinum', 'copper',
  // The form a chemical is sold in: "RUST PENETRANT SPRAY" is a penetrant, "SILICONE PASTE" a silicone.
  'spray', 'aerosol', 'paste', 'foaming',
]);

/**
 * Words that, before another noun, name what a part holds rather than what it is: a "Transmission Fluid Dipstick"
 * is a transmission part, not a fluid.
 */
export const CONTENT_WORDS = new Set(['fluid', 'liquid']);

/** Words that place a part on a vehicle without saying what it is; they weigh little and are always "covered". */
export const CONTEXT_WORDS = new Set([
  'car', 'auto', 'automotive', 'vehicle', 'motor', 'truck', 'suv', 'van', 'pickup',
]);

/** Heads that are only meaningful with their modifier. */
export const GENERIC_HEADS = new Set([
  'pump', 'hose', 'filter', 'gasket', 'motor', 'cable', 'line', 'mount', 'seal', 'bearing', 'bushing', 'valve',
  'module', 'bracket', 'housing', 'clamp', 'bolt', 'nut', 'screw', 'stud', 'pin', 'clip', 'plug', 'tube', 'pipe',
  'arm', 'rod', 'link', 'joint', 'spring', 'shaft', 'gear', 'solenoid', 'actuator', 'resistor', 'regulator',
  'tensioner', 'pulley', 'hardware', 'boot', 'cylinder', 'core', 'tank', 'reservoir', 'cooler', 'cap', 'lid',
  'panel', 'handle', 'lever', 'liner', 'guard', 'plate', 'harness', 'wire', 'compressor', 'sender', 'connector',
  'retainer', 'spacer', 'shim', 'washer', 'oring', 'grommet', 'insulator', 'support', 'strap', 'cover',
  'body', 'head', 'fitting', 'adapter', 'repair', 'component', 'part', 'parts', 'accessory', 'accessories', 'hanger',
  'hydraulic', 'tip', 'end', 'piston', 'socket', 'pan', 'hook', 'dipstick', 'shield', 'bezel', 'outlet', 'inlet',
  // Where a part sits or what it secures, more than what it is: "HVAC DOOR MOTOR", "SPARE TIRE LOCK",
  // "CONSOLE LID LATCH".
  'door', 'lock', 'latch', 'hinge', 'isolator', 'box', 'case', 'enclosure',
  // Small pieces named by their shape, which categories also use for other things: "CLUTCH PIVOT BALL" is no
  // antenna ball, "DOOR ARMREST BASE" no rack base, a "CRANKSHAFT KEY" no tool key.
  'ball', 'base', 'holder', 'pad', 'insert', 'tab', 'trim', 'key',
]);

/**
 * Words of category names that every part type implicitly satisfies: the catalog is about motor vehicles, so
 * "Motor Vehicle Braking" does not need the part type to say "motor" or "vehicle".
 */
export const IMPLICIT_CATEGORY_WORDS = new Set(['motor', 'vehicle', 'automotive', 'car', 'auto']);

/**
 * Kinds of vehicle (or non-vehicle uses of vehicle words) that a category may be restricted to. A category naming
 * one of them is a poor match for a part type that does not: "Tire" is not a motorcycle tire.
 */
export const VEHICLE_KIND_WORDS = new Set([
  'motorcycle', 'moped', 'scooter', 'atv', 'utv', 'offroad', 'snowmobile', 'watercraft', 'boat', 'marine',
  'sailboat', 'aircraft', 'airplane', 'golf', 'rv', 'recreational', 'bicycle', 'toy', 'baby', 'toddler', 'pet',
  'horse', 'livestock', 'kart', 'buggy', 'camera', 'laptop', 'phone', 'tablet', 'game', 'console', 'kayak', 'ski',
  'snowboard', 'fishing', 'gun',
]);

/** Stop words dropped from category names before indexing. */
export const CATEGORY_STOP_WORDS = new Set(['and', 'or', 'of', 'the', 'for', 'with', 'a', 'an']);
