import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ownInterviewPath } from '../../../shared/interview-link';
import { applyCopy } from '../../../content/jobs-apply';
import { Button } from '../../components/Button';
import { ExternalLink } from '../../components/ExternalLink';
import { usePlatform } from '../../platform/context';

const copy = applyCopy;

/** What an application led to: an interview link (perhaps for an earlier application), or nothing new. */
export type ApplicationOutcome = { kind: 'link'; isaLink: string; duplicate: boolean } | { kind: 'already-applied' };

/** The answer to an application: the interview link to start, or the note that the visitor already applied. */
export function InterviewReady({ outcome }: { outcome: ApplicationOutcome }) {
  const platform = usePlatform();
  if (outcome.kind === 'already-applied') {
    return (
      <Alert color="yellow" title={copy.alreadyAppliedTitle} role="alert">
        {copy.alreadyAppliedText}
      </Alert>
    );
  }
  // Where links go out as QR codes (the kiosk), this site's own interview runs right here instead.
  const ownInterview =
    platform.externalLinkMode === 'qr-code'
      ? ownInterviewPath(outcome.isaLink, platform.apiBaseUrl || window.location.origin)
      : null;
  return (
    <Paper withBorder p="xl" radius="md" role="region" aria-labelledby="interview-ready">
      <Stack>
        <Title order={2} id="interview-ready">
          {copy.linkReadyTitle}
        </Title>
        {outcome.duplicate && (
          <Alert color="yellow" variant="light">
            {copy.alreadyAppliedNote}
          </Alert>
        )}
        <Text>{copy.linkReadyText}</Text>
        <Group>
          {ownInterview ? (
            // A kiosk runs this site's interview itself, and offers the link to the phone as a QR code.
            <>
              <Button component={Link} to={ownInterview} variant="premium" size="large">
                {copy.startInterview}
              </Button>
              <Button component={ExternalLink} href={outcome.isaLink} variant="outline" size="large">
                {copy.continueOnPhone}
              </Button>
            </>
          ) : (
            <Button component={ExternalLink} href={outcome.isaLink} variant="premium" size="large">
              {copy.startInterview}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
