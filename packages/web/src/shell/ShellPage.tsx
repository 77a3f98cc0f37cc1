import { Box, Container } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Footer } from './Footer';
import { Header, type HeaderProps } from './Header';

interface ShellPageProps {
  /** The browser tab's title; the product name is appended. */
  pageTitle?: string;
  header?: HeaderProps;
  /** Screens with a narrow form (login) ask for a smaller width. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** Header, content and footer around every screen of the shell. */
export function ShellPage({ pageTitle, header = {}, size = 'lg', children }: ShellPageProps) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · Grafiek` : 'Grafiek';
  }, [pageTitle]);

  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        h={64}
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', position: 'sticky', top: 0, zIndex: 100 }}
      >
        <Header {...header} />
      </Box>
      <Box component="main" py={{ base: 'lg', sm: 40 }} style={{ flex: 1 }}>
        <Container size={size}>{children}</Container>
      </Box>
      <Footer />
    </Box>
  );
}
