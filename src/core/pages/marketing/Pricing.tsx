import {
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Button } from '../../components/Button';
import { ExternalLink } from '../../components/ExternalLink';
import { FaqList } from '../../components/FaqList';
import { PageHeader } from '../../components/PageHeader';
import { PageSeo } from '../../components/PageSeo';
import { annualSavingPercent, pricingFaq, pricingIntroduction, pricingPlans } from '../../../content/pricing';
import type { PricingPlan } from '../../../content/types';

type Billing = 'monthly' | 'annual';

const crumbs = [{ name: 'Pricing', path: '/pricing' }];

function PlanCard({ plan, billing }: { plan: PricingPlan; billing: Billing }) {
  const annual = billing === 'annual' && !!plan.annualPrice;
  const price = annual ? plan.annualPrice! : plan.price;
  const href = annual && plan.annualCtaUrl ? plan.annualCtaUrl : plan.ctaUrl;
  const headingId = `plan-${plan.name.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      padding="xl"
      style={plan.popular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Badge variant="filled" style={{ visibility: plan.popular ? 'visible' : 'hidden' }} aria-hidden={!plan.popular}>
          Most Popular
        </Badge>
        <Title order={2} size="h3" id={headingId}>
          {plan.name}
        </Title>
        <Text c="dimmed">{plan.subtitle}</Text>
        <Group gap={6} align="baseline">
          <Text component="span" fz={40} fw={800} lh={1}>
            {price}
          </Text>
          {plan.period && (
            <Text component="span" c="dimmed">
              {plan.period === 'per month' ? '/ month' : '/ job'}
            </Text>
          )}
        </Group>
        {annual && plan.annualNote && (
          <Text size="sm" fw={600} c="light-dark(var(--mantine-color-green-9), var(--mantine-color-green-4))">
            {plan.annualNote}
          </Text>
        )}
        <Text>{plan.description}</Text>
        <List spacing={6} size="sm" style={{ flexGrow: 1 }}>
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Button
          component={ExternalLink}
          href={href}
          variant={plan.popular ? 'premium' : plan.isEnterprise ? 'outline' : 'default'}
          fullWidth
          aria-label={`${plan.cta}${annual ? ' (billed annually)' : ''}`}
        >
          {plan.cta}
        </Button>
      </Stack>
    </Card>
  );
}

/** /pricing: the plans with the Monthly/Annual toggle (annual shows Team Pro and Enterprise and a saving badge). */
export function Component() {
  const [billing, setBilling] = useState<Billing>('monthly');
  const plans = billing === 'annual' ? pricingPlans.filter((plan) => plan.hasAnnualPricing) : pricingPlans;
  return (
    <Container size="xl" py="xl">
      <PageSeo path="/pricing" crumbs={crumbs} faq={pricingFaq} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader eyebrow="Pricing" heading="Simple pricing. Unlimited interviews." intro={pricingIntroduction[0]}>
        <List size="md" spacing={4}>
          {pricingIntroduction.slice(1).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </PageHeader>

      <Group justify="center" gap="md" mb="xl">
        <SegmentedControl
          aria-label="Billing period"
          value={billing}
          onChange={(value) => setBilling(value as Billing)}
          data={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'annual', label: 'Annual' },
          ]}
          size="md"
        />
        {billing === 'annual' && (
          <Badge size="lg" color="green.9" variant="filled">
            Save {annualSavingPercent}%
          </Badge>
        )}
      </Group>

      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: plans.length }}
        spacing="lg"
        maw={billing === 'annual' ? 760 : undefined}
        mx="auto"
        aria-live="polite"
      >
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} billing={billing} />
        ))}
      </SimpleGrid>

      {billing === 'annual' && (
        <Text ta="center" mt="lg">
          Hiring for a single role? Per-job plans are billed{' '}
          <Anchor component="button" type="button" onClick={() => setBilling('monthly')} fz="inherit">
            Monthly
          </Anchor>
          .
        </Text>
      )}

      <Stack mt={72} maw={900} mx="auto">
        <FaqList faq={pricingFaq} heading="Pricing questions" />
      </Stack>
    </Container>
  );
}
