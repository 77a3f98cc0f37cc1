import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** In edit mode a click on the footer opens the app settings; the editor provides the action. */
export const FooterClickContext = createContext<(() => void) | null>(null);

export function FooterSlot({ children }: { children: ReactNode }) {
  const onClick = useContext(FooterClickContext);
  const { t } = useTranslation();
  if (!onClick) return <>{children}</>;
  return (
    <div
      role="button"
      tabIndex={0}
      title={t('editor.topBar.appSettings')}
      data-testid="footer-settings"
      onClick={onClick}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onClick();
      }}
      style={{ cursor: 'pointer' }}
    >
      {children}
    </div>
  );
}
