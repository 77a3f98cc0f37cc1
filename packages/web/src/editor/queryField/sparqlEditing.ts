import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { linter } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { appDeclaredPrefixes, declarationToAdd, localNameOf, namespaceOf, prefixContext } from './prefixSuggestions';
import { checkSparqlTemplate, type SparqlProblem } from './sparqlCheck';

/**
 * YASQE's editing on the CodeMirror 6 editor the app already ships: YASQE itself is built on
 * CodeMirror 5 and would bring a second, heavy editor into the editor's code. Its two helps while
 * typing, the syntax check and prefix completion, are CodeMirror 6 extensions here.
 */

/** Pause after typing before the query is checked again. */
const CHECK_DELAY_MS = 250;

/** The syntax check: the parser's first problem is marked in the text and also given to `onProblem`. */
export function sparqlChecking(onProblem: (problem: SparqlProblem | null) => void): Extension {
  return linter(
    (view) => {
      const problem = checkSparqlTemplate(view.state.doc.toString());
      onProblem(problem);
      return problem ? [{ from: problem.from, to: problem.to, severity: problem.severity, message: problem.message, source: 'SPARQL' }] : [];
    },
    { delay: CHECK_DELAY_MS },
  );
}

export interface PrefixSource {
  /** Prefix names to namespaces. */
  prefixes: Readonly<Record<string, string>>;
  /** Predicates and classes the repository uses, for the local part of a prefixed name. */
  iris: readonly string[];
}

/** Inserts `text` over from..to and, when the query does not declare the prefix yet, its PREFIX line. */
function insertWithDeclaration(text: string, name: string, namespace: string) {
  return (view: EditorView, _completion: Completion, from: number, to: number) => {
    const added = declarationToAdd(view.state.doc.toString(), name, namespace);
    const changes = [{ from, to, insert: text }, ...(added ? [{ from: added.at, insert: added.insert }] : [])];
    const shift = added && added.at <= from ? added.insert.length : 0;
    view.dispatch({ changes, selection: { anchor: from + shift + text.length }, scrollIntoView: true, userEvent: 'input.complete' });
  };
}

/** Completion of prefix names after PREFIX and of prefixed names in the query. */
async function completePrefixes(context: CompletionContext, load: () => Promise<PrefixSource>): Promise<CompletionResult | null> {
  const line = context.state.doc.lineAt(context.pos);
  const typing = prefixContext(line.text.slice(0, context.pos - line.from));
  if (!typing) return null;
  // A plain word completes only once it is two letters long, so that keywords typed in full are left alone.
  if (typing.kind === 'name' && typing.local === null && typing.prefix.length < 2 && !context.explicit) return null;
  const { prefixes, iris } = await load();
  const query = context.state.doc.toString();
  const declared = appDeclaredPrefixes(query);
  const from = line.from + typing.from;
  if (typing.kind === 'declaration') {
    const options = Object.entries(prefixes)
      .filter(([name]) => !(name in declared))
      .map(([name, namespace]): Completion => ({ label: `${name}:`, detail: namespace, type: 'namespace', apply: `${name}: <${namespace}>` }));
    return { from, options, validFor: /^[\w.-]*$/ };
  }
  if (typing.local === null) {
    const options = Object.entries({ ...prefixes, ...declared })
      .filter(([name]) => name.startsWith(typing.prefix))
      .map(([name, namespace]): Completion => ({ label: `${name}:`, detail: namespace, type: 'namespace', apply: insertWithDeclaration(`${name}:`, name, namespace) }));
    return { from, options, filter: false };
  }
  const namespace = declared[typing.prefix] ?? prefixes[typing.prefix];
  if (!namespace) return null;
  const options: Completion[] = [...new Set(iris.filter((iri) => namespaceOf(iri) === namespace).map(localNameOf))]
    .filter((local) => /^[\w.-]+$/.test(local) && !local.endsWith('.'))
    .map((local) => ({ label: `${typing.prefix}:${local}`, type: 'property', apply: insertWithDeclaration(`${typing.prefix}:${local}`, typing.prefix, namespace) }));
  if (typing.local === '' && !(typing.prefix in declared)) {
    options.unshift({ label: `${typing.prefix}:`, detail: `PREFIX ${typing.prefix}: <${namespace}>`, type: 'namespace', boost: 1, apply: insertWithDeclaration(`${typing.prefix}:`, typing.prefix, namespace) });
  }
  return options.length ? { from, options, validFor: /^[A-Za-z][\w.-]*:[\w.-]*$/ } : null;
}

/**
 * Prefix completion as language data, so that the editor's own autocompletion (CodeMirror's
 * basic setup) asks it; `load` is called when a completion is first needed.
 */
export function prefixCompletion(load: () => Promise<PrefixSource>): Extension {
  // One source for the editor's life: the autocompletion tells its pending answers apart by the source.
  const data = [{ autocomplete: (context: CompletionContext) => completePrefixes(context, load) }];
  return EditorState.languageData.of(() => data);
}
