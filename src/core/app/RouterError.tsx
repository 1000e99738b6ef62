import { Code, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button } from '../components/Button';
import { Layout } from './Layout';

/** The router's error screen: 'Unexpected Application Error!' with the status and message. */
export function RouterError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  const message = isRouteErrorResponse(error)
    ? typeof error.data === 'string'
      ? error.data
      : error.statusText
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Layout>
      <Container size="sm" py={80}>
        <Stack gap="md">
          <Title order={1}>Unexpected Application Error!</Title>
          {status && <Text fw={700}>{status}</Text>}
          <Code block>{message}</Code>
          <div>
            <Button component={Link} to="/" variant="outline">
              Return to Home
            </Button>
          </div>
        </Stack>
      </Container>
    </Layout>
  );
}
