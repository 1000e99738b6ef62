import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { Feature } from '../../content/types';

/** Feature cards in a responsive grid; `numbered` shows each card's position (for steps). */
export function FeatureGrid({
  items,
  numbered = false,
  cols = 3,
}: {
  items: Feature[];
  numbered?: boolean;
  cols?: number;
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: Math.min(cols, items.length) }}
      spacing="lg"
      component={numbered ? 'ol' : 'ul'}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((item, index) => (
        <Card key={item.title} component="li" withBorder radius="md" padding="lg">
          {numbered && (
            <ThemeIcon size={36} radius="xl" mb="sm" aria-hidden="true">
              {index + 1}
            </ThemeIcon>
          )}
          <Title order={3} size="h4" mb={6}>
            {item.title}
          </Title>
          <Text c="dimmed">{item.description}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
