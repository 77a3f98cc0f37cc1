/** Just enough XML for the SPARQL results format: elements, attributes, text, entities, comments. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return entities[ref] ?? whole;
  });
}

/** Parses a document into its root element; prefixes are dropped from element and attribute names except xml:. */
export function parseXml(text: string): XmlElement {
  const source = text.replace(/<\?[\s\S]*?\?>/g, '').replace(/<!--[\s\S]*?-->/g, '').replace(/<!DOCTYPE[^>]*>/gi, '');
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const token = /<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = token.exec(source))) {
    if (match.index !== consumed) throw new Error(`XML: unexpected text at offset ${consumed}`);
    consumed = token.lastIndex;
    const top = stack[stack.length - 1]!;
    const [, cdata, closing, rawName, rawAttributes, selfClosing, chars] = match;
    if (cdata !== undefined) top.text += cdata;
    else if (chars !== undefined) top.text += decodeXmlText(chars);
    else {
      const name = localName(rawName!);
      if (closing) {
        if (top.name !== name) throw new Error(`XML: </${rawName}> closes <${top.name}>`);
        stack.pop();
        continue;
      }
      const attributes: Record<string, string> = {};
      for (const a of rawAttributes!.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
        const attribute = a[1]!.startsWith('xml:') ? a[1]! : localName(a[1]!);
        attributes[attribute] = decodeXmlText(a[2] ?? a[3] ?? '');
      }
      const element: XmlElement = { name, attributes, children: [], text: '' };
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (consumed !== source.length) throw new Error(`XML: cannot read from offset ${consumed}`);
  if (stack.length !== 1) throw new Error(`XML: <${stack[stack.length - 1]!.name}> is not closed`);
  const [element, ...rest] = root.children;
  if (!element || rest.length) throw new Error('XML: a document has exactly one root element');
  return element;
}

function localName(name: string) {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}
