import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The top of a content page: optional eyebrow, the page's one h1, an intro and optional actions. */
export function PageHeader({
  eyebrow,
  heading,
  intro,
  children,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="md" mb={48}>
      {eyebrow && (
        <Text
          tt="uppercase"
          fw={700}
          size="sm"
          c="light-dark(var(--mantine-color-brand-7), var(--mantine-color-brand-2))"
          lts={1}
        >
          {eyebrow}
        </Text>
      )}
      <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15} maw={900}>
        {heading}
      </Title>
      {intro && (
        <Text size="xl" c="dimmed" maw={820}>
          {intro}
        </Text>
      )}
      {children}
    </Stack>
  );
}
