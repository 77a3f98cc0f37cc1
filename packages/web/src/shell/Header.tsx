import { ActionIcon, Box, Button, Group, Image, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconLogin2, IconLogout, IconUser, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../api/SessionProvider';
import defaultLogo from './assets/grafiek-mark.svg';
import { loginUrlReturningTo, returnPathFor } from './returnPath';

export interface HeaderProps {
  title?: string;
  subtitle?: string;
  logoUrl?: string;
  /** Shows the info icon; the page decides what the info popup holds. */
  onInfoClick?: () => void;
  /** The app's "show logout button in header" option. */
  logoutButton?: boolean;
  /** The "no login button" option. */
  noLoginButton?: boolean;
  /** Where the logo leads; the product home by default. */
  homeHref?: string;
}

export function Header({ title, subtitle, logoUrl, onInfoClick, logoutButton = false, noLoginButton = false, homeHref = '/' }: HeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { me, isLoggedIn, isLoggingIn } = session;

  const showLogin = !isLoggingIn && !isLoggedIn && !noLoginButton;
  const showLogout = !isLoggingIn && (logoutButton || isLoggedIn);
  const canManageUsers = isLoggedIn && (me?.role === 'admin' || me?.role === 'superadmin');

  const logout = async () => {
    await session.logout();
    queryClient.clear();
    // A full load drops every piece of state that belonged to the user who left.
    window.location.assign('/');
  };

  return (
    <Group component="header" h="100%" px="lg" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Link to={homeHref} aria-label={t('product.name')} style={{ display: 'flex' }}>
          <Image src={logoUrl || defaultLogo} alt={t('header.logoAlt')} mah={40} h={40} w="auto" fit="contain" />
        </Link>
        <Stack gap={0} miw={0}>
          {title && (
            <Title order={2} size="h4" lineClamp={1} c="grafiek.9">
              {title}
            </Title>
          )}
          {subtitle && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {subtitle}
            </Text>
          )}
        </Stack>
        {onInfoClick && (
          <Tooltip label={t('header.info')}>
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={onInfoClick} aria-label={t('header.info')}>
              <IconInfoCircle size={20} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>

      <Group gap="xs" wrap="nowrap">
        {isLoggedIn && me && (
          <Group renderRoot={(props) => <Link to="/account" aria-label={t('header.account')} {...props} />} gap={6} wrap="nowrap" px="xs" title={t('header.loggedInAs', { name: me.name })} style={{ textDecoration: 'none', color: 'inherit' }}>
            <Box c="grafiek.7" style={{ display: 'flex' }}>
              <IconUser size={18} aria-hidden />
            </Box>
            <Text size="sm" fw={500} visibleFrom="xs">
              {me.name}
            </Text>
          </Group>
        )}
        {canManageUsers && (
          <Button component={Link} to="/users" variant="subtle" leftSection={<IconUsers size={16} />}>
            {t('header.manageUsers')}
          </Button>
        )}
        {showLogout && (
          <Button variant="default" onClick={() => void logout()} leftSection={<IconLogout size={16} />}>
            {t('header.logout')}
          </Button>
        )}
        {showLogin && (
          <Button
            onClick={() => void navigate(loginUrlReturningTo(returnPathFor(location.pathname, location.search)))}
            leftSection={<IconLogin2 size={16} />}
          >
            {t('header.login')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
