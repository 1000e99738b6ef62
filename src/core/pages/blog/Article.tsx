import { Anchor, Container, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { CtaButtons } from '../../components/CtaButtons';
import { FaqList } from '../../components/FaqList';
import { PageSeo } from '../../components/PageSeo';
import { blogArticles } from '../../../content/blog';
import { usePagePath } from '../usePagePath';
import { formatDate } from './dates';

/** A blog article, chosen by the current path. */
export function Component() {
  const path = usePagePath();
  const article = blogArticles.find((candidate) => `/${candidate.slug}` === path);
  if (!article) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  const crumbs = [
    { name: 'Blog', path: '/blog' },
    { name: article.title, path },
  ];
  const others = blogArticles.filter((other) => other.slug !== article.slug);
  return (
    <Container size="md" py="xl" component="article">
      <PageSeo path={path} crumbs={crumbs} faq={article.faq} article={article} />
      <Breadcrumbs crumbs={crumbs} />
      <Stack gap="md" mb="xl">
        <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.2}>
          {article.title}
        </Title>
        <Group gap="md">
          <Text size="sm" c="dimmed">
            Published <time dateTime={article.datePublished}>{formatDate(article.datePublished)}</time>
          </Text>
          <Text size="sm" c="dimmed">
            Updated <time dateTime={article.dateModified}>{formatDate(article.dateModified, false)}</time>
          </Text>
        </Group>
        <Text size="xl">{article.summary}</Text>
      </Stack>

      <Paper withBorder p="lg" radius="md" mb="xl" component="aside" aria-labelledby="key-topics">
        <Title order={2} size="h4" id="key-topics" mb="sm">
          Key topics
        </Title>
        <List spacing={6}>
          {article.keyTopics.map((topic) => (
            <List.Item key={topic.topic}>
              <Text span fw={700}>
                {topic.topic}:
              </Text>{' '}
              {topic.details}
            </List.Item>
          ))}
        </List>
      </Paper>

      <Stack gap="xl">
        {article.sections.map((section) => (
          <Stack component="section" key={section.heading} gap="sm">
            <Title order={2} size="h3">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="lg">
                {paragraph}
              </Text>
            ))}
            {section.bullets && (
              <List spacing={6} size="lg">
                {section.bullets.map((bullet) => (
                  <List.Item key={bullet}>{bullet}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
        {article.faq && <FaqList faq={article.faq} />}
        <Divider />
        <Stack gap="sm">
          <Title order={2} size="h3">
            See ISA in action
          </Title>
          <Text>Interview every applicant and get a ranked shortlist in under 24 hours.</Text>
          <CtaButtons />
        </Stack>
        <Stack component="nav" aria-label="More articles" gap={6}>
          <Title order={2} size="h4">
            More from the blog
          </Title>
          {others.map((other) => (
            <Anchor key={other.slug} component={Link} to={`/${other.slug}`}>
              {other.title}
            </Anchor>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
