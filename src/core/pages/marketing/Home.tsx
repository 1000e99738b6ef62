import { Box, Container, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CtaButtons } from '../../components/CtaButtons';
import { FeatureGrid } from '../../components/FeatureGrid';
import { PageHeader } from '../../components/PageHeader';
import { PageSeo } from '../../components/PageSeo';
import { VideoButton } from '../../components/VideoModal';
import { homeContent } from '../../../content/pages';
import { howItWorksSteps, productStats } from '../../../content/product';

function Stats() {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" component="dl" m={0}>
      {productStats.map((stat) => (
        <Box key={stat.label}>
          <Text
            component="dt"
            fz={36}
            fw={800}
            c="light-dark(var(--mantine-color-brand-7), var(--mantine-color-brand-2))"
          >
            {stat.value}
          </Text>
          <Text component="dd" m={0} c="dimmed">
            {stat.label}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function Contrast({ heading, points, tone }: { heading: string; points: string[]; tone: 'problem' | 'solution' }) {
  return (
    <Paper
      withBorder
      p="xl"
      radius="lg"
      bg={tone === 'solution' ? 'light-dark(var(--mantine-color-brand-0), var(--mantine-color-dark-6))' : undefined}
    >
      <Title order={3} mb="md">
        {heading}
      </Title>
      <List spacing="sm" size="md">
        {points.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** The home page: hero with demo videos, how it works, problem versus solution, and why managers choose ISA. */
export function Component() {
  return (
    <>
      <PageSeo path="/" />
      <Box py={{ base: 48, md: 80 }} bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
        <Container size="lg">
          <PageHeader eyebrow={homeContent.eyebrow} heading={homeContent.heading} intro={homeContent.intro}>
            <CtaButtons />
            <Box mt="xs" style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
              {homeContent.videoButtons.map((button) => (
                <VideoButton key={button.video} video={button.video} label={button.label} variant="secondary" />
              ))}
            </Box>
          </PageHeader>
          <Stats />
        </Container>
      </Box>

      <Container size="lg" py={64}>
        <Stack gap={72}>
          <Stack component="section" aria-labelledby="how-it-works" gap="lg">
            <Title order={2} id="how-it-works">
              How ISA works
            </Title>
            <FeatureGrid items={howItWorksSteps} numbered cols={4} />
          </Stack>

          <Stack component="section" aria-labelledby="problem-solution" gap="lg">
            <Title order={2} id="problem-solution">
              From a broken first round to a fair, fast one
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Contrast tone="problem" {...homeContent.problem} />
              <Contrast tone="solution" {...homeContent.solution} />
            </SimpleGrid>
          </Stack>

          <Stack component="section" aria-labelledby="why-isa" gap="lg">
            <Title order={2} id="why-isa">
              {homeContent.why.heading}
            </Title>
            <Text size="lg" c="dimmed">
              {homeContent.why.intro}
            </Text>
            <FeatureGrid items={homeContent.why.reasons} />
            <CtaButtons />
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
