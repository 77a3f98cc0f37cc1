import { z } from 'zod';
import { legacyBoolean, legacyText } from './legacyValues.js';

export const DEFAULT_TRIGGER_LABEL = 'Untitled trigger';

export const triggerSchema = z.looseObject(
  {
    id: z.string({ error: 'expected a trigger id (text)' }),
    label: legacyText.optional(),
    sparqlQuery: legacyText.optional(),
    voteForUserActionsDisabledWhenLoading: legacyBoolean.optional(),
  },
  { error: 'expected a trigger (an object)' },
);
export type Trigger = z.infer<typeof triggerSchema>;
