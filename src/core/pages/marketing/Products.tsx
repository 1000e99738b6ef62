import { Container, Stack, Title } from '@mantine/core';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Button } from '../../components/Button';
import { ExternalLink } from '../../components/ExternalLink';
import { FeatureGrid } from '../../components/FeatureGrid';
import { PageHeader } from '../../components/PageHeader';
import { PageSeo } from '../../components/PageSeo';
import { VideoButton } from '../../components/VideoModal';
import { productsContent } from '../../../content/pages';
import { productFeatures } from '../../../content/product';
import { siteConfig } from '../../../content/site';

const crumbs = [{ name: 'Products', path: '/products' }];

function Actions() {
  return (
    <Stack gap="sm" style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
      <Button component={ExternalLink} href={siteConfig.getStartedUrl} size="large">
        Get Started
      </Button>
      <Button component={ExternalLink} href={siteConfig.bookingUrl} size="large" variant="outline">
        Schedule Demo
      </Button>
      <VideoButton video="product" label="Watch Video" variant="secondary" />
    </Stack>
  );
}

/** /products: the eight capabilities of ISA, with Get Started, Schedule Demo and Watch Video. */
export function Component() {
  return (
    <Container size="lg" py="xl">
      <PageSeo path="/products" crumbs={crumbs} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader eyebrow="Products" heading={productsContent.heading} intro={productsContent.intro}>
        <Actions />
      </PageHeader>
      <Stack component="section" aria-labelledby="features" gap="lg">
        <Title order={2} id="features">
          Everything your first round needs
        </Title>
        <FeatureGrid items={productFeatures} cols={4} />
      </Stack>
    </Container>
  );
}
