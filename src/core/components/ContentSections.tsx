import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ContentSection, LinkItem } from '../../content/types';
import { FeatureGrid } from './FeatureGrid';

/** Internal links as cards with their descriptions. */
export function LinkCards({ links }: { links: LinkItem[] }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {links.map((link) => (
        <Card key={link.to} component="li" withBorder radius="md" padding="md">
          <Anchor component={Link} to={link.to} fw={700}>
            {link.label}
          </Anchor>
          {link.description && (
            <Text size="sm" c="dimmed" mt={4}>
              {link.description}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Renders typed content sections: each an h2 with paragraphs, bullets, steps, cards and links. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <Stack gap={48}>
      {sections.map((section) => (
        <Stack component="section" key={section.heading} gap="md">
          <Title order={2}>{section.heading}</Title>
          {section.paragraphs?.map((paragraph) => (
            <Text key={paragraph} size="lg" maw={820}>
              {paragraph}
            </Text>
          ))}
          {section.bullets && section.bullets.length > 0 && (
            <List spacing="xs" size="lg" maw={820}>
              {section.bullets.map((bullet) => (
                <List.Item key={bullet}>{bullet}</List.Item>
              ))}
            </List>
          )}
          {section.steps && <FeatureGrid items={section.steps} numbered cols={section.steps.length > 4 ? 3 : 4} />}
          {section.cards && <FeatureGrid items={section.cards} />}
          {section.links && <LinkCards links={section.links} />}
        </Stack>
      ))}
    </Stack>
  );
}
