import { Anchor, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PageHeader } from '../../components/PageHeader';
import { PageSeo } from '../../components/PageSeo';
import { blogArticles } from '../../../content/blog';
import { formatDate } from './dates';

const crumbs = [{ name: 'Blog', path: '/blog' }];

/** /blog: the four articles. */
export function Component() {
  return (
    <Container size="lg" py="xl">
      <PageSeo path="/blog" crumbs={crumbs} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader
        eyebrow="Blog"
        heading="Guides for faster, fairer hiring"
        intro="Practical advice for recruiters and hiring managers on AI interviewing, scheduling and interview analytics."
      />
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {blogArticles.map((article) => (
          <Card key={article.slug} component="li" withBorder radius="lg" padding="xl">
            <Text size="sm" c="dimmed" mb={6}>
              Updated {formatDate(article.dateModified, false)}
            </Text>
            <Title order={2} size="h3" mb="sm">
              <Anchor component={Link} to={`/${article.slug}`} c="inherit">
                {article.title}
              </Anchor>
            </Title>
            <Text>{article.summary}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
