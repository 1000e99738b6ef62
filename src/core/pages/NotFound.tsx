import { Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../components/Button';
import { Seo } from '../components/Seo';

/** The catch-all 404 page: noindex, and the missing path logged for whoever watches the console. */
export function Component() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <Container size="sm" py={96}>
      <Seo title="Page not found" noindex />
      <Stack align="center" ta="center" gap="md">
        <Text
          fz={64}
          fw={800}
          c="light-dark(var(--mantine-color-brand-7), var(--mantine-color-brand-2))"
          aria-hidden="true"
        >
          404
        </Text>
        <Title order={1}>Oops! Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/">
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
