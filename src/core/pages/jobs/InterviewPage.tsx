import {
  Alert,
  Anchor,
  Box,
  Checkbox,
  Container,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { INTERVIEW_TOKEN_PATTERN } from '../../../shared/application';
import {
  INTERVIEW_ANSWER_MAX,
  INTERVIEW_MINUTES,
  interviewAnswerSchema,
  type InterviewState,
  type InterviewTurn,
} from '../../../shared/interview';
import { interviewCopy } from '../../../content/interview';
import { siteConfig } from '../../../content/site';
import { ApiError } from '../../api/client';
import { useAction } from '../../api/action';
import { useData, useDataCache } from '../../api/data';
import { useApi } from '../../api/useApi';
import { Button } from '../../components/Button';
import { Seo } from '../../components/Seo';
import { usePlatform } from '../../platform/context';

const copy = interviewCopy;

/** A fresh id for the next answer, kept across retries so a resend is recognised by the server. */
const newClientId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** /interview/{token}: the candidate's structured chat interview with ISA (never indexed). */
export function Component() {
  const { token = '' } = useParams();
  const api = useApi();
  const wellFormed = INTERVIEW_TOKEN_PATTERN.test(token);
  const path = `/api/interview/${encodeURIComponent(token)}`;
  const queryKey = ['interview', token];
  const state = useData({
    key: queryKey,
    enabled: wellFormed,
    // A second device may move the interview on: always read the server's state when the page shows.
    staleTime: 0,
    load: (signal) => api.request<InterviewState>(path, { signal }),
  });

  let body;
  if (!wellFormed || state.isError) {
    const status = state.error instanceof ApiError ? state.error.status : 400;
    body = (
      <Alert color="red" role="alert">
        {!wellFormed || status === 400 ? copy.invalid : copy.notFound}
      </Alert>
    );
  } else if (state.isPending) {
    body = <Text role="status">{copy.loading}</Text>;
  } else {
    const data = state.data;
    body =
      data.status === 'not_started' ? (
        <Introduction state={data} path={path} queryKey={queryKey} />
      ) : data.status === 'expired' ? (
        <Alert color="yellow" title={copy.expiredTitle} role="alert">
          {copy.expiredText}
        </Alert>
      ) : (
        <Conversation state={data} path={path} queryKey={queryKey} />
      );
  }

  return (
    <Container size="sm" py="lg" px="md">
      <Seo title={copy.title} noindex />
      <Stack gap="lg">
        <Title order={1}>{copy.title}</Title>
        {body}
      </Stack>
    </Container>
  );
}

interface PartProps {
  state: InterviewState;
  path: string;
  queryKey: string[];
}

/** Shown in the kiosk: a QR code of the personal link, to carry on from the candidate's own phone. */
function ContinueOnPhone({ link }: { link: string }) {
  const platform = usePlatform();
  if (platform.externalLinkMode !== 'qr-code') return null;
  return (
    <Button variant="outline" onClick={() => platform.openExternal(link)}>
      {copy.continueOnPhone}
    </Button>
  );
}

function Introduction({ state, path, queryKey }: PartProps) {
  const api = useApi();
  const cache = useDataCache();
  const [consent, setConsent] = useState(false);
  const start = useAction({
    run: () => api.request<InterviewState>(`${path}/start`, { body: { consent: true } }),
    onSuccess: (next) => cache.set(queryKey, next),
    onError: () => cache.invalidate(queryKey),
  });
  const accommodations = copy.accommodations(siteConfig.accessibilityEmail).split(siteConfig.accessibilityEmail);

  return (
    <Stack gap="md">
      <Text size="lg">
        {copy.greeting(state.firstName)} {copy.intro(state.jobTitle)}
      </Text>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          {copy.whatToExpectTitle}
        </Title>
        <List spacing="xs">
          {copy.whatToExpect(INTERVIEW_MINUTES, state.questionCount).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Paper>
      <Text>{copy.keepLink}</Text>
      <Text>
        {copy.noticeText}{' '}
        <Anchor component={Link} to="/legal/candidate-notice" underline="always">
          {copy.noticeLink}
        </Anchor>
        .
      </Text>
      <Text>
        {accommodations[0]}
        <Anchor href={`mailto:${siteConfig.accessibilityEmail}`} underline="always">
          {siteConfig.accessibilityEmail}
        </Anchor>
        {accommodations[1]}
      </Text>
      <Checkbox
        size="md"
        checked={consent}
        onChange={(event) => setConsent(event.currentTarget.checked)}
        label={copy.consent}
      />
      {start.isError && (
        <Alert color="red" role="alert">
          {start.error.message}
        </Alert>
      )}
      <Group>
        <Button size="large" disabled={!consent} loading={start.isPending} onClick={() => start.mutate(undefined)}>
          {copy.start}
        </Button>
        <ContinueOnPhone link={state.link} />
      </Group>
    </Stack>
  );
}

function Bubble({ turn, pending = false }: { turn: Pick<InterviewTurn, 'role' | 'text'>; pending?: boolean }) {
  const isa = turn.role === 'isa';
  return (
    <Box component="li" style={{ display: 'flex', justifyContent: isa ? 'flex-start' : 'flex-end' }}>
      <Paper
        withBorder
        radius="lg"
        px="md"
        py="sm"
        maw="85%"
        bg={isa ? 'var(--mantine-color-default)' : 'var(--mantine-primary-color-light)'}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', opacity: pending ? 0.7 : 1 }}
      >
        <VisuallyHidden>{isa ? copy.isaSays : copy.youSaid}</VisuallyHidden>
        <Text component="span">{turn.text}</Text>
      </Paper>
    </Box>
  );
}

function Conversation({ state, path, queryKey }: PartProps) {
  const api = useApi();
  const cache = useDataCache();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const clientId = useRef(newClientId());
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);

  const send = useAction({
    run: (answer: { questionId: string; text: string; clientId: string }) =>
      api.request<InterviewState>(`${path}/answers`, { body: answer }),
    onSuccess: (next) => {
      cache.set(queryKey, next);
      setDraft('');
      clientId.current = newClientId();
    },
    onError: (error) => {
      // Answered elsewhere, expired or completed meanwhile: show the server's state instead.
      if (error instanceof ApiError && (error.status === 409 || error.status === 410)) {
        setNotice(error.status === 409 ? copy.answeredElsewhere : null);
        setDraft('');
        clientId.current = newClientId();
        cache.invalidate(queryKey);
      }
    },
  });

  const waiting = state.awaitingQuestionId;
  const lastIsa = [...state.turns].reverse().find((t) => t.role === 'isa');
  const completed = state.status === 'completed';

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
    if (waiting) input.current?.focus({ preventScroll: true });
  }, [state.turns.length, waiting]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!waiting || send.isPending) return;
    const parsed = z.safeParse(interviewAnswerSchema, { questionId: waiting, text: draft, clientId: clientId.current });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? copy.sendFailed);
      return;
    }
    setFieldError(null);
    setNotice(null);
    send.mutate(parsed.data);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const current = Math.min(state.answeredCount + 1, state.questionCount);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={600} id="interview-progress">
          {completed
            ? copy.progress(state.questionCount, state.questionCount)
            : copy.progress(current, state.questionCount)}
        </Text>
        <Progress
          value={(state.answeredCount / Math.max(1, state.questionCount)) * 100}
          aria-labelledby="interview-progress"
          aria-label={copy.progressLabel}
        />
      </Stack>

      <Stack component="ol" gap="sm" aria-label={copy.transcriptLabel} m={0} p={0} style={{ listStyle: 'none' }}>
        {state.turns.map((turn, index) => (
          <Bubble key={index} turn={turn} />
        ))}
        {send.isPending && <Bubble turn={{ role: 'candidate', text: send.variables.text }} pending />}
      </Stack>
      <div ref={end} />

      {/* Screen readers hear each new message from ISA, and when an answer is being saved. */}
      <VisuallyHidden aria-live="polite" role="status">
        {send.isPending ? copy.thinking : completed ? copy.doneTitle : lastIsa?.text}
      </VisuallyHidden>

      {notice && (
        <Alert color="yellow" role="alert">
          {notice}
        </Alert>
      )}

      {completed ? (
        <Paper withBorder p="lg" radius="md" role="region" aria-labelledby="interview-done">
          <Stack gap="sm">
            <Title order={2} id="interview-done">
              {copy.doneTitle}
            </Title>
            <Text>{copy.doneText(state.jobTitle)}</Text>
            <Title order={3} size="h5">
              {copy.nextStepsTitle}
            </Title>
            <List spacing="xs">
              {copy.nextSteps.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            {send.isPending && (
              <Text size="sm" c="dimmed">
                {copy.thinking}
              </Text>
            )}
            <Textarea
              ref={input}
              label={copy.answerLabel}
              description={copy.answerHint}
              value={draft}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                if (fieldError) setFieldError(null);
              }}
              onKeyDown={onKeyDown}
              maxLength={INTERVIEW_ANSWER_MAX}
              autosize
              minRows={3}
              maxRows={10}
              disabled={!waiting}
              readOnly={send.isPending}
              error={fieldError ?? (send.isError && !notice ? `${copy.sendFailed} (${send.error.message})` : null)}
            />
            <Group justify="space-between" wrap="wrap">
              <Text size="xs" c="dimmed" aria-live="off">
                {copy.characters(draft.length, INTERVIEW_ANSWER_MAX)}
              </Text>
              <Group gap="sm">
                <ContinueOnPhone link={state.link} />
                <Button type="submit" loading={send.isPending} disabled={!waiting || !draft.trim()}>
                  {copy.send}
                </Button>
              </Group>
            </Group>
            <Text size="sm" c="dimmed">
              {copy.pauseNote}
            </Text>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
