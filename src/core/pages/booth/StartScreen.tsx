import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { boothCopy } from '../../../content/booth';
import { useChatState } from '../../components/chat/chat-state';
import { Seo } from '../../components/Seo';
import { VideoDialog } from '../../components/VideoModal';
import { usePlatform } from '../../platform/context';
import classes from './booth.module.css';

const copy = boothCopy.start;

function ActionContent({ title, hint }: { title: string; hint: string }) {
  return (
    <>
      <span className={classes.actionTitle}>{title}</span>
      <span className={classes.actionHint}>{hint}</span>
    </>
  );
}

function ActionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={classes.action}>
      {children}
    </Link>
  );
}

function ActionButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={classes.action} aria-haspopup="dialog">
      {children}
    </button>
  );
}

/** The kiosk's start screen: the event's name and four large actions for a touch screen. */
export function Component() {
  const { booth } = usePlatform();
  const { setOpen: openChat } = useChatState();
  const [demoOpen, setDemoOpen] = useState(false);
  const { actions } = copy;
  return (
    <Container size="lg" py={56} className={classes.start}>
      <Seo title={booth?.eventName || copy.fallbackTitle} noindex />
      <Stack gap={48} justify="center" mih="100%">
        <Stack gap="sm" ta="center">
          <Text tt="uppercase" fw={700} fz="lg" c="dimmed">
            {copy.eyebrow}
          </Text>
          <Title order={1} fz={{ base: 40, sm: 56 }} data-testid="event-name">
            {booth?.eventName || copy.fallbackTitle}
          </Title>
          <Text fz={24}>{copy.intro}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" className={classes.grid}>
          <ActionLink to="/hire-isa">
            <ActionContent {...actions.details} />
          </ActionLink>
          <ActionLink to="/jobs">
            <ActionContent {...actions.jobs} />
          </ActionLink>
          <ActionButton onClick={() => openChat(true)}>
            <ActionContent {...actions.chat} />
          </ActionButton>
          <ActionButton onClick={() => setDemoOpen(true)}>
            <ActionContent {...actions.demo} />
          </ActionButton>
        </SimpleGrid>
      </Stack>
      <VideoDialog video="product" title={copy.demoVideo} opened={demoOpen} onClose={() => setDemoOpen(false)} />
    </Container>
  );
}
