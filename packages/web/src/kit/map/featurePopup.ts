import { sanitizeHtml } from '../SafeHtml';

export interface FeaturePopupInput {
  label?: string;
  /** `?popup`: HTML from the data, sanitised here. */
  popup?: string;
  /** From `#link:`. */
  link?: string;
}

/**
 * The popup a click on a feature opens: the feature's `?popup` HTML (sanitised), or its label,
 * with the `#link:` as a link that opens in a new tab. No popup when there is neither popup
 * HTML nor a link: the click then only publishes.
 */
export function featurePopupContent({ label, popup, link }: FeaturePopupInput): HTMLElement | null {
  if (!popup && !link) return null;
  const root = document.createElement('div');
  root.className = 'grafiek-map-popup-content';
  if (popup) {
    const body = document.createElement('div');
    body.innerHTML = sanitizeHtml(popup);
    root.append(body);
  } else if (label) {
    const title = document.createElement('strong');
    title.textContent = label;
    root.append(title);
  }
  if (link) {
    const anchor = document.createElement('a');
    anchor.href = link;
    anchor.target = '_blank';
    anchor.rel = 'noopener noreferrer';
    anchor.textContent = 'Open ↗';
    const line = document.createElement('div');
    line.append(anchor);
    root.append(line);
  }
  return root;
}
