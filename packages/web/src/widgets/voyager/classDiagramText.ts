import type { ClassModel } from './classModel';

// The Mermaid classDiagram text of a class model. Every label is text from the repository: it
// goes in with each character other than letters, digits, spaces, dots and commas written as a
// Mermaid entity code (#60; for <), which Mermaid turns back into that character only once the
// diagram is drawn, so a label can end no string, start no statement, add no link or `click`,
// and is never read as Markdown or HTML. Classes are named C0, C1... in the text, never by IRI.

/** The class Mermaid gives a class's node, which the view finds it by: voyagerclass0, 1... */
export const NODE_CLASS_PREFIX = 'voyagerclass';

/** A label as it goes into Mermaid text: one line, syntax characters as entity codes. */
export function classDiagramLabel(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/[^\p{L}\p{N} .,]/gu, (character) => `#${character.codePointAt(0)};`);
}

export interface ClassDiagram {
  text: string;
  /** The IRI of each class by its number in the text (C0 is iris[0]). */
  iris: string[];
  /** The label of each class by its number, for the nodes' accessible names. */
  labels: string[];
}

/** The classDiagram text: boxes with attributes, then associations, then generalisations. */
export function classDiagramText(model: ClassModel): ClassDiagram {
  const ids = new Map(model.classes.map((umlClass, index) => [umlClass.iri, `C${index}`]));
  const lines = ['classDiagram'];
  for (const umlClass of model.classes) {
    const id = ids.get(umlClass.iri)!;
    const title = `  class ${id}["${classDiagramLabel(umlClass.label) || id}"]`;
    if (umlClass.attributes.length === 0) {
      lines.push(title);
    } else {
      lines.push(`${title} {`);
      for (const attribute of umlClass.attributes) {
        const type = attribute.type ? ` : ${classDiagramLabel(attribute.type)}` : '';
        const count = attribute.multiplicity ? ` [${attribute.multiplicity}]` : '';
        lines.push(`    ${classDiagramLabel(attribute.label)}${type}${count}`);
      }
      lines.push('  }');
    }
  }
  for (const association of model.associations) {
    const count = association.multiplicity ? `"${association.multiplicity}" ` : '';
    lines.push(`  ${ids.get(association.from)} --> ${count}${ids.get(association.to)} : ${classDiagramLabel(association.label)}`);
  }
  for (const generalisation of model.generalisations) lines.push(`  ${ids.get(generalisation.super)} <|-- ${ids.get(generalisation.sub)}`);
  for (const [index] of model.classes.entries()) lines.push(`  cssClass "C${index}" ${NODE_CLASS_PREFIX}${index}`);
  return { text: lines.join('\n'), iris: model.classes.map((umlClass) => umlClass.iri), labels: model.classes.map((umlClass) => umlClass.label) };
}
