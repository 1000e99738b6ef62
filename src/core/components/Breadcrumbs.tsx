import { Anchor, Box, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Crumb } from './structured-data';

/** A visible breadcrumb trail starting at Home; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const trail = [{ name: 'Home', path: '/' }, ...crumbs];
  return (
    <Box component="nav" aria-label="Breadcrumb" mb="md">
      <Box
        component="ol"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 }}
      >
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <Box component="li" key={crumb.path} style={{ display: 'flex', gap: 6 }}>
              {last ? (
                <Text component="span" size="sm" aria-current="page">
                  {crumb.name}
                </Text>
              ) : (
                <>
                  <Anchor component={Link} to={crumb.path} size="sm">
                    {crumb.name}
                  </Anchor>
                  <Text component="span" size="sm" c="dimmed" aria-hidden="true">
                    ›
                  </Text>
                </>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
