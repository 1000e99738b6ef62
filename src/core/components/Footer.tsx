import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { footerGroups } from '../../content/navigation';
import { siteConfig } from '../../content/site';
import { LogoMark } from './Logo';

/** Shared footer: product, legal and compliance links, contact e-mail, copyright and the sitemap. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" py="xl" mt="xl" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Group gap="xs">
              <LogoMark size={28} />
              <Text fw={800}>ISA</Text>
            </Group>
            <Text size="sm" c="dimmed">
              The AI interviewing agent that screens every applicant with a structured, fair chat interview, around the
              clock.
            </Text>
            <Text size="sm">
              Contact: <Anchor href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</Anchor>
            </Text>
          </Stack>
          {footerGroups.map((group) => (
            <Stack key={group.title} gap={6} component="nav" aria-label={group.title}>
              <Title order={2} size="h6" tt="uppercase" c="dimmed">
                {group.title}
              </Title>
              {group.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="var(--mantine-color-text)">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {year} {siteConfig.company} All rights reserved.
          </Text>
          <Anchor href="/sitemap.xml" size="sm">
            Sitemap
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
