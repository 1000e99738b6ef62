import { Container, Stack, Text, Title } from '@mantine/core';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { LinkCards } from '../../components/ContentSections';
import { CtaButtons } from '../../components/CtaButtons';
import { PageHeader } from '../../components/PageHeader';
import { PageSeo } from '../../components/PageSeo';
import { comparisons, comparisonSummary } from '../../../content/comparisons';
import { pageMeta } from '../../../content/page-titles';

const crumbs = [{ name: 'Compare', path: '/compare' }];

/** /compare: the three vendor comparisons and the buyer's guide. */
export function Component() {
  return (
    <Container size="lg" py="xl">
      <PageSeo path="/compare" crumbs={crumbs} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader eyebrow="Compare" heading="How ISA compares" intro={comparisonSummary}>
        <CtaButtons />
      </PageHeader>
      <Stack gap={48}>
        <Stack component="section" gap="md" aria-labelledby="vendor-comparisons">
          <Title order={2} id="vendor-comparisons">
            Vendor comparisons
          </Title>
          <LinkCards
            links={comparisons.map((comparison) => ({
              to: `/compare/${comparison.slug}`,
              label: pageMeta[`/compare/${comparison.slug}`]?.title ?? `ISA vs ${comparison.competitor}`,
              description: `ISA compared with a ${comparison.category}.`,
            }))}
          />
        </Stack>
        <Stack component="section" gap="md" aria-labelledby="guide">
          <Title order={2} id="guide">
            Choosing an AI interviewer
          </Title>
          <Text size="lg">Not sure which kind of tool you need? Start with our guide.</Text>
          <LinkCards
            links={[
              {
                to: '/best-ai-interviewers',
                label: 'Best AI Interviewers Compared',
                description: 'A practical guide to choosing the right AI interviewer.',
              },
            ]}
          />
        </Stack>
      </Stack>
    </Container>
  );
}
