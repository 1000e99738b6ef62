import { Paper, Stack, Text, Title } from '@mantine/core';
import type { FaqItem } from '../../content/types';

/** A frequently-asked-questions section: every answer is in the page text, no disclosure needed. */
export function FaqList({ faq, heading = 'Frequently Asked Questions' }: { faq: FaqItem[]; heading?: string }) {
  return (
    <Stack component="section" aria-labelledby="faq-heading" gap="md">
      <Title order={2} id="faq-heading">
        {heading}
      </Title>
      {faq.map((item) => (
        <Paper key={item.question} withBorder p="md" radius="md">
          <Title order={3} size="h4" mb={6}>
            {item.question}
          </Title>
          <Text>{item.answer}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
