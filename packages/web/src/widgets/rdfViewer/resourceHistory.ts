/** The resources a user went through in the viewer, the one shown last. */
export interface ResourceHistory {
  /** The resource the app (variable or option) asked for. */
  start: string | null;
  /** Followed links after it, in order. */
  trail: string[];
}

export function shownResource(history: ResourceHistory): string | null {
  return history.trail.at(-1) ?? history.start;
}

/** A click on an IRI: show it, unless it is already shown. */
export function follow(history: ResourceHistory, iri: string): ResourceHistory {
  return shownResource(history) === iri ? history : { ...history, trail: [...history.trail, iri] };
}

/** Back one step; at the start nothing changes. */
export function back(history: ResourceHistory): ResourceHistory {
  return history.trail.length ? { ...history, trail: history.trail.slice(0, -1) } : history;
}

/** The app asks for another resource: the trail starts again from it. */
export function restart(history: ResourceHistory, start: string | null): ResourceHistory {
  return history.start === start ? history : { start, trail: [] };
}
