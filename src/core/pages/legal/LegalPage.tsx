import { Container, Stack, Text } from '@mantine/core';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ContentSections } from '../../components/ContentSections';
import { PageHeader } from '../../components/PageHeader';
import { PageSeo } from '../../components/PageSeo';
import { legalDocuments } from '../../../content/legal';
import { usePagePath } from '../usePagePath';

/** A legal or policy page from src/content/legal.ts, chosen by the current path. */
export function Component() {
  const path = usePagePath();
  const document = legalDocuments[path];
  if (!document) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  const crumbs = [{ name: document.heading, path }];
  return (
    <Container size="md" py="xl">
      <PageSeo path={path} crumbs={crumbs} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader heading={document.heading}>
        <Text size="sm" c="dimmed">
          Last updated {document.updated}
        </Text>
      </PageHeader>
      <Stack gap="xl">
        {document.intro.map((paragraph) => (
          <Text key={paragraph} size="lg">
            {paragraph}
          </Text>
        ))}
        <ContentSections sections={document.sections} />
      </Stack>
    </Container>
  );
}
