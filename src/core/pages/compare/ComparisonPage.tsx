import { Container, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { LinkCards } from '../../components/ContentSections';
import { CtaButtons } from '../../components/CtaButtons';
import { FaqList } from '../../components/FaqList';
import { PageHeader } from '../../components/PageHeader';
import { PageSeo } from '../../components/PageSeo';
import { comparisons } from '../../../content/comparisons';
import { pageMeta } from '../../../content/page-titles';
import { usePagePath } from '../usePagePath';

function PointList({ title, items }: { title: string; items: string[] }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={4} mb="sm">
        {title}
      </Title>
      <List spacing={6}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** One ISA-vs-competitor page: Summary, Strengths & Watch-outs, Best Fit By Scenario and an FAQ. */
export function Component() {
  const path = usePagePath();
  const comparison = comparisons.find((candidate) => `/compare/${candidate.slug}` === path);
  if (!comparison) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  const title = pageMeta[path]?.title ?? `ISA vs ${comparison.competitor}`;
  const crumbs = [
    { name: 'Compare', path: '/compare' },
    { name: title, path },
  ];
  const others = comparisons.filter((other) => other.slug !== comparison.slug);
  return (
    <Container size="lg" py="xl">
      <PageSeo path={path} crumbs={crumbs} faq={comparison.faq} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader
        eyebrow="Compare"
        heading={title}
        intro={`ISA, a structured chat interviewer, compared with ${comparison.competitor}, a ${comparison.category}.`}
      >
        <CtaButtons />
      </PageHeader>
      <Stack gap={56}>
        <Stack component="section" gap="md" aria-labelledby="summary">
          <Title order={2} id="summary">
            Summary
          </Title>
          <Text size="lg" maw={860}>
            {comparison.summary}
          </Text>
        </Stack>

        <Stack component="section" gap="md" aria-labelledby="strengths">
          <Title order={2} id="strengths">
            Strengths &amp; Watch-outs
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="md">
              <Title order={3}>ISA</Title>
              <PointList title="Strengths" items={comparison.strengths.isa} />
              <PointList title="Watch-outs" items={comparison.watchOuts.isa} />
            </Stack>
            <Stack gap="md">
              <Title order={3}>{comparison.competitor}</Title>
              <PointList title="Strengths" items={comparison.strengths.competitor} />
              <PointList title="Watch-outs" items={comparison.watchOuts.competitor} />
            </Stack>
          </SimpleGrid>
        </Stack>

        <Stack component="section" gap="md" aria-labelledby="best-fit">
          <Title order={2} id="best-fit">
            Best Fit By Scenario
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Scenario</Table.Th>
                  <Table.Th scope="col">Best fit</Table.Th>
                  <Table.Th scope="col">Why</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {comparison.bestFit.map((row) => (
                  <Table.Tr key={row.scenario}>
                    <Table.Td>{row.scenario}</Table.Td>
                    <Table.Td fw={700}>{row.pick}</Table.Td>
                    <Table.Td>{row.why}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed">
            Product details of other vendors change; confirm current features and pricing with each vendor.
          </Text>
        </Stack>

        <FaqList faq={comparison.faq} />

        <Stack component="section" gap="md" aria-labelledby="more">
          <Title order={2} id="more">
            More comparisons
          </Title>
          <LinkCards
            links={[
              ...others.map((other) => ({
                to: `/compare/${other.slug}`,
                label: pageMeta[`/compare/${other.slug}`]?.title ?? other.competitor,
                description: `ISA compared with a ${other.category}.`,
              })),
              {
                to: '/best-ai-interviewers',
                label: 'Best AI Interviewers Compared',
                description: 'The buyer’s guide.',
              },
            ]}
          />
        </Stack>
      </Stack>
    </Container>
  );
}
