import i18next, { type TFunction } from 'i18next';
import en from './en.json';
import nl from './nl.json';
import widgetEn from './widgetTexts.en.json';
import widgetNl from './widgetTexts.nl.json';

/**
 * For unit tests only: `t` of a reader of `language`, with every interface text (the shell's, the
 * kit's and the lazily loaded widgets'), as the app has them once a widget is shown.
 */
export async function translator(language: 'en' | 'nl'): Promise<TFunction> {
  const texts = language === 'en' ? { ...en, widget: { ...en.widget, ...widgetEn } } : { ...nl, widget: { ...nl.widget, ...widgetNl } };
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: { translation: texts } }, interpolation: { escapeValue: false } });
  return instance.t;
}
