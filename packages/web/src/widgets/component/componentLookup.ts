import { layoutNodeSchema, type LayoutNode } from '@grafiek/core';
import type { TFunction } from 'i18next';

/** Where an app config keeps its components: named areas, each a layout node. */
export const COMPONENTS_FIELD = 'components';

export type ComponentLookup = { ok: true; name: string; node: LayoutNode } | { ok: false; problem: string };

const EXAMPLE = '"components": {"adreskaart": {"widget": "Table", "query": "..."}}';

function named(names: readonly string[]): string {
  return names.map((name) => `"${name}"`).join(', ');
}

/** The names of the app's components, in the order the config lists them. */
export function componentNames(app: Readonly<Record<string, unknown>>): string[] {
  const components = app[COMPONENTS_FIELD];
  return components && typeof components === 'object' && !Array.isArray(components) ? Object.keys(components) : [];
}

/**
 * The area a BB Component shows: the app's component of that name. `chain` holds the components
 * this one is shown inside (outermost first); naming one of them again would show it inside itself
 * without end, so that is refused with the way round it took. The problems are in the reader's
 * language with `t`, else in English.
 */
export function findComponent(app: Readonly<Record<string, unknown>>, name: string, chain: readonly string[], t?: TFunction): ComponentLookup {
  const wanted = name.trim();
  const components = app[COMPONENTS_FIELD];
  const say = (key: string, english: string, values: Record<string, string> = {}): ComponentLookup => ({
    ok: false,
    problem: t ? t(`widget.component.${key}`, { example: EXAMPLE, field: COMPONENTS_FIELD, ...values }) : english,
  });
  if (components !== undefined && components !== null && (typeof components !== 'object' || Array.isArray(components))) {
    const list = Array.isArray(components);
    return say(list ? 'notObjectList' : 'notObject', `The app config's "${COMPONENTS_FIELD}" must be an object of named areas, e.g. ${EXAMPLE}; it is ${list ? 'a list' : `a ${typeof components}`}.`, { type: typeof components });
  }
  const names = componentNames(app);
  if (!wanted) {
    return names.length > 0
      ? say('noneChosen', `No component chosen: set "Component" to one of ${named(names)}.`, { names: named(names) })
      : say('noComponents', `This app has no components yet: define them in the app config (App settings, JSON) as ${EXAMPLE}, then name one in "Component".`);
  }
  if (!names.includes(wanted)) {
    return names.length > 0
      ? say('unknown', `The app has no component "${wanted}". Its components: ${named(names)}.`, { name: wanted, names: named(names) })
      : say('unknownNone', `The app has no component "${wanted}". Define it in the app config (App settings, JSON) as ${EXAMPLE}.`, { name: wanted });
  }
  if (chain.includes(wanted)) {
    const loop = [...chain.slice(chain.indexOf(wanted)), wanted].join(' → ');
    return say('loop', `Component "${wanted}" includes itself (${loop}): it is not shown inside itself again.`, { name: wanted, loop });
  }
  const stored = (components as Record<string, unknown>)[wanted];
  const parsed = layoutNodeSchema.safeParse(stored);
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message ?? 'invalid';
    return say('notArea', `Component "${wanted}" is not an area: expected a widget configuration such as {"widget": "Table", "query": "..."} (${reason}).`, { name: wanted, reason });
  }
  // The stored object itself, not the parser's copy: the same node while the config is unchanged.
  return { ok: true, name: wanted, node: stored as LayoutNode };
}
