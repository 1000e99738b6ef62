import { Alert, Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { INTERVIEW_TOKEN_PATTERN, type InterviewInvitation } from '../../../shared/application';
import { ApiError } from '../../api/client';
import { useApi } from '../../api/useApi';
import { Seo } from '../../components/Seo';
import { jobsCopy } from '../../../content/jobs';
import { siteConfig } from '../../../content/site';

const copy = jobsCopy.interview;

/** /interview/{token}: the candidate's invitation to the chat interview (never indexed). */
export function Component() {
  const { token = '' } = useParams();
  const api = useApi();
  const wellFormed = INTERVIEW_TOKEN_PATTERN.test(token);
  const invitation = useQuery({
    queryKey: ['interview', token],
    enabled: wellFormed,
    queryFn: ({ signal }) =>
      api.request<InterviewInvitation>(`/api/interview/${encodeURIComponent(token)}`, { signal }),
  });

  let body;
  if (!wellFormed || invitation.isError) {
    const status = invitation.error instanceof ApiError ? invitation.error.status : 400;
    body = (
      <Alert color="red" role="alert">
        {!wellFormed || status === 400 ? copy.invalid : copy.notFound}
      </Alert>
    );
  } else if (invitation.isPending) {
    body = <Text role="status">{copy.loading}</Text>;
  } else {
    const { firstName, jobTitle } = invitation.data;
    body = (
      <Stack gap="md">
        <Text size="lg">
          {copy.greeting(firstName)} {copy.intro(jobTitle)}
        </Text>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="sm">
            {copy.whatToExpectTitle}
          </Title>
          <List spacing="xs">
            {copy.whatToExpect.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Paper>
        <Text>{copy.keepLink}</Text>
        <Text>
          {copy.noticeText}{' '}
          <Anchor component={Link} to="/legal/candidate-notice">
            {copy.noticeLink}
          </Anchor>
          .
        </Text>
        <Text>
          {copy.accommodations(siteConfig.accessibilityEmail).split(siteConfig.accessibilityEmail)[0]}
          <Anchor href={`mailto:${siteConfig.accessibilityEmail}`}>{siteConfig.accessibilityEmail}</Anchor>
          {copy.accommodations(siteConfig.accessibilityEmail).split(siteConfig.accessibilityEmail)[1]}
        </Text>
      </Stack>
    );
  }

  return (
    <Container size="md" py="xl">
      <Seo title={copy.title} noindex />
      <Stack gap="lg">
        <Title order={1}>{copy.title}</Title>
        {body}
      </Stack>
    </Container>
  );
}
