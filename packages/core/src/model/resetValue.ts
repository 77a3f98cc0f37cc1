/**
 * The value existing apps publish to mark a variable as reset. It is a real IRI rather than
 * an empty string so that it survives URLs and rule parameters; everywhere it counts as empty.
 */
export const RESET_VALUE = 'http://www.buildingbits.nl/reset';

/**
 * Whether a link target is worth following: a click on an empty target, one
 * shorter than 2 characters, or the reset value is ignored, as in the original product; tables
 * then show the text without a link.
 */
export function isFollowableLink(target: string | null | undefined): target is string {
  if (typeof target !== 'string') return false;
  const trimmed = target.trim();
  return trimmed.length >= 2 && trimmed !== RESET_VALUE;
}
