import { Container, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { Seo } from '../components/Seo';
import { pageMeta } from '../../content/page-titles';

/** A titled page with its summary, for routes whose full content lives elsewhere. */
export function Component() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const meta = pageMeta[path] ?? { title: 'ISA', description: '' };
  return (
    <Container size="lg" py="xl">
      <Seo title={meta.title} description={meta.description} path={path} noindex={meta.noindex} />
      <Stack gap="md">
        <Title order={1}>{meta.title}</Title>
        <Text size="lg">{meta.description}</Text>
      </Stack>
    </Container>
  );
}
