import { plainColor } from './nebulaGraph';

let context: CanvasRenderingContext2D | null | undefined;
const SENTINEL = '#010203';

/**
 * The colour a text from the data stands for, as the browser reads CSS colours ("teal",
 * "hsl(…)"), in the hex or rgba() form sigma draws; undefined when it is not a colour. A 2D
 * canvas normalises the text: nothing from the data reaches a style sheet.
 */
export function browserColor(text: string): string | undefined {
  const plain = plainColor(text);
  if (plain) return plain;
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return undefined;
  context.fillStyle = SENTINEL;
  context.fillStyle = text;
  const read = context.fillStyle;
  return typeof read === 'string' && read !== SENTINEL ? read : undefined;
}
