import { z } from 'zod';
import { jsonText, legacyBoolean, legacyList, legacyText } from './legacyValues.js';
import { layoutNodeSchema } from './layoutNodeSchema.js';
import { triggerSchema } from './triggerSchema.js';

const text = legacyText.optional();
const flag = legacyBoolean.optional();

export const LAYOUT_NAMES = ['CUSTOM', 'ORIGINAL'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/**
 * The app config as stored (an app is a "viewer" in the API's URLs). Only the platform's own
 * top-level fields are checked here; the layout trees in mainArea and footer are checked for
 * structure only (layoutNodeSchema.ts). docs/app-config.schema.json describes the whole config.
 */
export const appConfigSchema = z.looseObject(
  {
    id: text,
    path: text,
    title: text,
    subtitle: text,
    infoMessage: text,
    popupInfoAtStart: flag,
    prejs: text,
    // Query-string-like text: repo=...&repo2=...&login=...&psw=...
    bbsparqlendpoint: text,
    repoURL: text,
    localRepoURL: text,
    sparqlErrorMessage: text,
    logoURL: text,
    css: jsonText.optional(),
    pageWidth: text,
    parameterValues: jsonText.optional(),
    update60Enabled: flag,
    parseUrlProperties: flag,
    notShowTop: flag,
    notShowBottom: flag,
    logoutbutton: flag,
    updateURLVariables: legacyList.optional(),
    pushURLVariables: legacyList.optional(),
    public: flag,
    noConfigCache: flag,
    layoutName: z.enum(LAYOUT_NAMES, { error: 'expected "CUSTOM" or "ORIGINAL"' }).nullable().optional(),
    layout: z.looseObject({ showFooter: flag }, { error: 'expected a layout object' }).nullable().optional(),
    mainArea: layoutNodeSchema.optional(),
    footer: z.union([layoutNodeSchema, z.string(), z.null()]).optional(),
    triggers: z.array(triggerSchema, { error: 'expected a list of triggers' }).nullable().optional(),
    deleted: flag,
    new: flag,
    loaded: flag,
    user: z.looseObject({ id: text, name: text }, { error: 'expected a user object' }).nullable().optional(),
    project: z.looseObject({ id: text, path: text, title: text }, { error: 'expected a project object' }).nullable().optional(),
    createdAt: text,
  },
  { error: 'expected an app config (a JSON object)' },
);
export type AppConfig = z.infer<typeof appConfigSchema>;
