import { Container, Stack } from '@mantine/core';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ContentSections } from '../../components/ContentSections';
import { CtaButtons } from '../../components/CtaButtons';
import { FaqList } from '../../components/FaqList';
import { PageHeader } from '../../components/PageHeader';
import { PageSeo } from '../../components/PageSeo';
import { pageMeta } from '../../../content/page-titles';
import { contentPages } from '../../../content/pages';
import { usePagePath } from '../usePagePath';

/** A data-driven marketing page from src/content/pages.ts, chosen by the current path. */
export function Component() {
  const path = usePagePath();
  const page = contentPages[path];
  if (!page) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  const crumbs = path.startsWith('/best-ai-interviewers')
    ? [
        { name: 'Compare', path: '/compare' },
        { name: pageMeta[path]!.title, path },
      ]
    : [{ name: pageMeta[path]?.title ?? page.heading, path }];
  return (
    <Container size="lg" py="xl">
      <PageSeo path={path} crumbs={crumbs} faq={page.faq} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader heading={page.heading} intro={page.intro}>
        <CtaButtons />
      </PageHeader>
      <Stack gap={56}>
        <ContentSections sections={page.sections} />
        {page.faq && <FaqList faq={page.faq} />}
        <CtaButtons justify="center" />
      </Stack>
    </Container>
  );
}
