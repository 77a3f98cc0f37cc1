import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionTexts } from './optionTexts';

let dutch: OptionTexts | null = null;

/**
 * The widget options' texts in the chosen language, or null for English (the definitions' own
 * texts). The Dutch texts are a download of their own, asked for only when the editor shows Dutch,
 * so neither the viewer nor an English editor carries them.
 */
export function useOptionTexts(): OptionTexts | null {
  const { i18n } = useTranslation();
  const wantsDutch = i18n.language.startsWith('nl');
  const [texts, setTexts] = useState<OptionTexts | null>(dutch);
  useEffect(() => {
    if (!wantsDutch || dutch) return;
    let current = true;
    import('../i18n/options.nl.json').then(
      (loaded) => {
        dutch = loaded.default as OptionTexts;
        if (current) setTexts(dutch);
      },
      // Without the translations the dialog stays in the definitions' English.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wantsDutch]);
  return wantsDutch ? (texts ?? dutch) : null;
}
