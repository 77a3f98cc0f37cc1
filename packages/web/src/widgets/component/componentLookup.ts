import { layoutNodeSchema, type LayoutNode } from '@grafiek/core';

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
 * without end, so that is refused with the way round it took.
 */
export function findComponent(app: Readonly<Record<string, unknown>>, name: string, chain: readonly string[]): ComponentLookup {
  const wanted = name.trim();
  const components = app[COMPONENTS_FIELD];
  if (components !== undefined && components !== null && (typeof components !== 'object' || Array.isArray(components))) {
    return { ok: false, problem: `The app config's "${COMPONENTS_FIELD}" must be an object of named areas, e.g. ${EXAMPLE}; it is ${Array.isArray(components) ? 'a list' : `a ${typeof components}`}.` };
  }
  const names = componentNames(app);
  if (!wanted) {
    return {
      ok: false,
      problem: names.length > 0 ? `No component chosen: set "Component" to one of ${named(names)}.` : `This app has no components yet: define them in the app config (App settings, JSON) as ${EXAMPLE}, then name one in "Component".`,
    };
  }
  if (!names.includes(wanted)) {
    return { ok: false, problem: `The app has no component "${wanted}". ${names.length > 0 ? `Its components: ${named(names)}.` : `Define it in the app config (App settings, JSON) as ${EXAMPLE}.`}` };
  }
  if (chain.includes(wanted)) {
    const loop = [...chain.slice(chain.indexOf(wanted)), wanted].join(' → ');
    return { ok: false, problem: `Component "${wanted}" includes itself (${loop}): it is not shown inside itself again.` };
  }
  const stored = (components as Record<string, unknown>)[wanted];
  const parsed = layoutNodeSchema.safeParse(stored);
  if (!parsed.success) {
    return { ok: false, problem: `Component "${wanted}" is not an area: expected a widget configuration such as {"widget": "Table", "query": "..."} (${parsed.error.issues[0]?.message ?? 'invalid'}).` };
  }
  // The stored object itself, not the parser's copy: the same node while the config is unchanged.
  return { ok: true, name: wanted, node: stored as LayoutNode };
}
