import { Box, Burger, Container, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router-dom';
import { headerLinks } from '../../content/navigation';
import { siteConfig } from '../../content/site';
import { Button } from './Button';
import { ExternalLink } from './ExternalLink';
import classes from './Header.module.css';
import { LogoMark } from './Logo';
import { ThemeSwitch } from './ThemeSwitch';

/** Shared header: logo, navigation, Get Started and Demo ISA; a toggle menu on small screens. */
export function Header() {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/" className={classes.brand} aria-label="ISA home">
            <LogoMark />
            <Text component="span" fw={800} fz="xl">
              ISA
            </Text>
          </UnstyledButton>

          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
            {headerLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === '/'} className={classes.link}>
                {link.label}
              </NavLink>
            ))}
          </Group>

          <Group gap="xs" wrap="nowrap">
            <ThemeSwitch />
            <Group gap="xs" visibleFrom="md" wrap="nowrap">
              <Button component={ExternalLink} href={siteConfig.getStartedUrl} variant="outline" size="small">
                Get Started
              </Button>
              <Button component={ExternalLink} href={siteConfig.bookingUrl} size="small">
                Demo ISA
              </Button>
            </Group>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              aria-label={opened ? 'Close menu' : 'Open menu'}
              aria-expanded={opened}
              aria-controls="mobile-menu"
            />
          </Group>
        </Group>
      </Container>

      {/* A plain panel rather than a Drawer: the modal machinery would add ~15 KB to every first load. */}
      <Box
        id="mobile-menu"
        className={classes.mobilePanel}
        hidden={!opened}
        hiddenFrom="md"
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <Stack component="nav" aria-label="Mobile" gap="xs" p="md">
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={classes.mobileLink} onClick={close}>
              {link.label}
            </NavLink>
          ))}
          <Button component={ExternalLink} href={siteConfig.getStartedUrl} variant="outline" onClick={close}>
            Get Started
          </Button>
          <Button component={ExternalLink} href={siteConfig.bookingUrl} onClick={close}>
            See ISA Demo
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
