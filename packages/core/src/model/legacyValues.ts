import { z } from 'zod';

// Schemas for the forms the app's own top-level fields take in stored configs (appConfigSchema.ts,
// triggerSchema.ts). Old editors wrote booleans as the text "true"/"false", lists as
// comma-separated text, and null for "not set". The schemas accept these forms as they are;
// normalise.ts turns them into plain values. None of them transforms, so a parsed config is
// exactly the stored JSON. Widget options are not checked here at all: each widget reads its own.

const BOOLEAN_TEXT = /^\s*(true|false|yes|no|on|off|1|0)?\s*$/i;
const BOOLEAN_ERROR = 'expected a boolean: true or false, or the text "true" or "false"';

/** true, false, "true", "false" (any case, also yes/no/on/off/1/0 and ""), 0, 1 or null. */
export const legacyBoolean = z.union(
  [z.boolean(), z.string().regex(BOOLEAN_TEXT, { error: BOOLEAN_ERROR }), z.literal(0), z.literal(1), z.null()],
  { error: BOOLEAN_ERROR },
);
export type LegacyBoolean = z.infer<typeof legacyBoolean>;

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

export const looseJson = z.unknown();
