import { Code, Container, Stack, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../components/Button';
import { Layout } from './Layout';
import { forgetFailedPages } from './page-modules';

/** The error screen: 'Unexpected Application Error!' with the message, inside the site's frame. */
export function RouterError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Layout>
      <Container size="sm" py={80}>
        <Stack gap="md">
          <Title order={1}>Unexpected Application Error!</Title>
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

interface BoundaryProps {
  children: ReactNode;
  pathname: string;
}

interface BoundaryState {
  error: unknown;
  /** The page the error happened on: leaving it clears the error. */
  pathname: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    forgetFailedPages();
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouterError error={this.state.error} />;
  }
}

/** Shows the error screen instead of a page (or the frame) that failed to load or render, until the visitor navigates on. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
