import { Anchor, Group, Image, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { chooseLanguage, type Language } from '../i18n';
import { footerFor } from './footerContent';

export function Footer() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const content = footerFor(pathname);

  return (
    <Group component="footer" justify="space-between" align="center" px="lg" py="sm" gap="md" wrap="wrap"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)', background: 'var(--mantine-color-white)' }}>
      <Group gap="md" wrap="nowrap">
        <Anchor component={Link} to={content.providerUrl} aria-label={content.providerName}>
          <Image src={content.logo} alt={content.providerName} h={24} w="auto" fit="contain" />
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('product.tagline')}
        </Text>
      </Group>
      <Group gap="lg" wrap="wrap">
        <Group component="nav" aria-label={t('footer.links')} gap="md">
          {content.links.map((link) =>
            link.external ? (
              <Anchor key={link.href} href={link.href} size="sm" c="dimmed" target="_blank" rel="noreferrer">
                {t(link.labelKey)}
              </Anchor>
            ) : (
              <Anchor key={link.href} component={Link} to={link.href} size="sm" c="dimmed">
                {t(link.labelKey)}
              </Anchor>
            ),
          )}
        </Group>
        <SegmentedControl
          size="xs"
          aria-label={t('footer.language')}
          value={i18n.language.startsWith('nl') ? 'nl' : 'en'}
          onChange={(value) => chooseLanguage(value as Language)}
          data={[
            { value: 'en', label: 'EN' },
            { value: 'nl', label: 'NL' },
          ]}
        />
        <Text size="sm" c="dimmed">
          {t('footer.rights', { year: new Date().getFullYear(), provider: content.providerName })}
        </Text>
      </Group>
    </Group>
  );
}
