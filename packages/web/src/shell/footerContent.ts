import providerLogo from './assets/grafiek-logo.svg';

export interface FooterLink {
  /** An i18n key, so that footer links translate with the rest of the interface. */
  labelKey: string;
  href: string;
  external?: boolean;
}

export interface FooterContent {
  providerName: string;
  providerUrl: string;
  logo: string;
  links: FooterLink[];
}

const docsUrl = import.meta.env.VITE_GRAFIEK_DOCS_URL;

const defaultFooter: FooterContent = {
  providerName: 'Grafiek',
  providerUrl: '/',
  logo: providerLogo,
  links: [
    { labelKey: 'footer.projects', href: '/' },
    ...(docsUrl ? [{ labelKey: 'footer.documentation', href: docsUrl, external: true }] : []),
  ],
};

/**
 * Customers whose apps live under a path containing their keyword get their own footer.
 * The list is data so that adding a customer is one entry, not a code change in the footer.
 */
const customerFooters: { keyword: string; content: FooterContent }[] = [];

export function footerFor(pathname: string): FooterContent {
  const lower = pathname.toLowerCase();
  return customerFooters.find((entry) => lower.includes(entry.keyword))?.content ?? defaultFooter;
}
