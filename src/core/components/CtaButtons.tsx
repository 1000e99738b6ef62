import { Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { siteConfig } from '../../content/site';
import { Button } from './Button';
import { ExternalLink } from './ExternalLink';

/** The two calls to action of content pages: Get Started and Demo ISA, both opening in a new tab. */
export function CtaButtons({ children, ...group }: GroupProps & { children?: ReactNode }) {
  return (
    <Group gap="sm" {...group}>
      <Button component={ExternalLink} href={siteConfig.getStartedUrl} size="large">
        Get Started
      </Button>
      <Button component={ExternalLink} href={siteConfig.bookingUrl} size="large" variant="outline">
        Demo ISA
      </Button>
      {children}
    </Group>
  );
}
