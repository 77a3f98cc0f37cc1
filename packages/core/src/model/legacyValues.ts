import { z } from 'zod';

// Schemas for the forms values take in stored configs. Old editors wrote booleans as the text
// "true"/"false", numbers as text, lists as comma-separated text, and null for "not set". The
// schemas accept these forms as they are; normalise.ts turns them into plain values. None of
// them transforms, so a parsed config is exactly the stored JSON.

const BOOLEAN_TEXT = /^\s*(true|false|yes|no|on|off|1|0)?\s*$/i;
const BOOLEAN_ERROR = 'expected a boolean: true or false, or the text "true" or "false"';

/** true, false, "true", "false" (any case, also yes/no/on/off/1/0 and ""), 0, 1 or null. */
export const legacyBoolean = z.union(
  [z.boolean(), z.string().regex(BOOLEAN_TEXT, { error: BOOLEAN_ERROR }), z.literal(0), z.literal(1), z.null()],
  { error: BOOLEAN_ERROR },
);
export type LegacyBoolean = z.infer<typeof legacyBoolean>;

/** A boolean, or a text such as "{{showDetails}}" that resolves to one at run time. */
export const booleanOrTemplate = z.union([z.boolean(), z.string(), z.literal(0), z.literal(1), z.null()], {
  error: 'expected a boolean or a text that resolves to "true" or "false"',
});

export const legacyNumber = z.union([z.number(), z.string(), z.null()], {
  error: 'expected a number or a text holding a number',
});
export type LegacyNumber = z.infer<typeof legacyNumber>;

export const legacyText = z.string({ error: 'expected a text' }).nullable();

/** A list written either as an array of names or as comma-separated text. */
export const legacyList = z.union([z.string(), z.array(z.string()), z.null()], {
  error: 'expected a comma-separated text or a list of texts',
});
export type LegacyList = z.infer<typeof legacyList>;

/** JSON kept as text in the config (css, parameterValues); some old saves stored the object. */
export const jsonText = z.union([z.string(), z.record(z.string(), z.unknown()), z.null()], {
  error: 'expected JSON as text',
});

/** A CSS size: "100%", "200px", "auto" or a bare number. */
export const cssSize = z.union([z.string(), z.number(), z.null()], { error: 'expected a size such as "100%" or "200px"' });

/** A split-layout area size: px, percentage, or a relative ratio (0 means auto). */
export const areaSize = z.union([z.string(), z.number()], { error: 'expected a size such as "200px", "30%" or "1"' });

/** Structured settings whose inner shape belongs to the widget that reads them. */
export const looseJson = z.unknown();
