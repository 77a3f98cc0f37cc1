import type { TFunction } from 'i18next';

/** What a link in structured text does when it is followed. */
export type LinkAction =
  | { kind: 'publish'; variable: string; value: string }
  /** A link that would publish but cannot: shown as plain text, with the reason as its tooltip. */
  | { kind: 'inert'; reason: string }
  | { kind: 'open' };

export interface LinkOptions {
  /** Where `publish:value` links, and IRI links when they publish, put their value. */
  publishVariable: string;
  /** Links to IRIs (http, https, urn) publish to the publish variable instead of opening. */
  iriLinksPublish: boolean;
  /** The reader's `t`: the reasons and titles in their language (else in English). */
  t?: TFunction;
}

const PUBLISH = /^publish:/i;
const NAMED = /^([A-Za-z_][A-Za-z0-9_.-]*)=([\s\S]*)$/;
const IRI = /^(https?|urn):/i;
const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;

/** A value as written in a link: percent-encoded text (`Den%20Haag`) is decoded, IRIs stay as they are. */
function linkValue(text: string): string {
  if (SCHEME.test(text)) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The action of a link's target. `publish:name=value` sets the app variable `name`;
 * `publish:value` sets the widget's publish variable; with `iriLinksPublish`, a plain link to an
 * IRI sets the publish variable too. Every other link opens as a link does.
 */
export function linkAction(href: string, options: LinkOptions): LinkAction {
  const target = href.trim();
  const publishVariable = options.publishVariable.trim();
  if (PUBLISH.test(target)) {
    const rest = target.replace(PUBLISH, '');
    const named = NAMED.exec(rest);
    const variable = named ? named[1]! : publishVariable;
    const value = linkValue(named ? named[2]! : rest).trim();
    const { t } = options;
    if (!variable) {
      const example = `publish:name=${value || 'value'}`;
      return { kind: 'inert', reason: t ? t('widget.structuredText.noVariable', { example }) : `This link names no variable, and the widget has no publish variable: write ${example}.` };
    }
    if (!value) return { kind: 'inert', reason: t ? t('widget.structuredText.noValue', { variable }) : `This link has no value for ${variable} yet.` };
    return { kind: 'publish', variable, value };
  }
  if (options.iriLinksPublish && publishVariable && IRI.test(target)) return { kind: 'publish', variable: publishVariable, value: target };
  return { kind: 'open' };
}
