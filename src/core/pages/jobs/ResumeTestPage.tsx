import { Code, Container, Input, Paper, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { RESUME_ACCEPT } from '../../../shared/resume';
import { ApiError } from '../../api/client';
import { useAction } from '../../api/action';
import { useApi } from '../../api/useApi';
import { Button } from '../../components/Button';
import { Seo } from '../../components/Seo';
import { resumeTestCopy } from '../../../content/jobs-apply';

const copy = resumeTestCopy;

/** /resume-test: paste text or upload a file and see the raw answer of the resume debug endpoints. */
export function Component() {
  const api = useApi();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);

  const run = useAction({
    run: async (source: { text: string } | { file: File }) => {
      const form = new FormData();
      if ('file' in source) form.set('file', source.file);
      else form.set('text', source.text);
      const path = 'file' in source ? '/api/debug/resume/upload' : '/api/debug/resume/text';
      try {
        return await api.request<unknown>(path, { method: 'POST', body: form });
      } catch (err) {
        // The debug page shows the server's answer as it is, errors included.
        if (err instanceof ApiError) return err.body ?? { error: err.message, status: err.status };
        throw err;
      }
    },
  });

  const result = run.isPending
    ? copy.loading
    : run.data !== undefined
      ? JSON.stringify(run.data, null, 2)
      : run.error
        ? JSON.stringify({ error: run.error.message }, null, 2)
        : copy.empty;

  return (
    <Container size="lg" py="xl">
      <Seo title={copy.title} description={copy.description} path="/resume-test" noindex />
      <Stack gap="lg">
        <Title order={1}>{copy.title}</Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p="lg" radius="md">
            <Stack>
              <Textarea label={copy.textLabel} value={text} onChange={(e) => setText(e.currentTarget.value)} rows={8} />
              <Button disabled={!text.trim() || run.isPending} onClick={() => run.mutate({ text })}>
                {copy.submitText}
              </Button>
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Stack>
              <Input.Wrapper label={copy.fileLabel} labelProps={{ htmlFor: 'debug-resume-file' }}>
                <input
                  id="debug-resume-file"
                  type="file"
                  accept={RESUME_ACCEPT}
                  onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
                  style={{ display: 'block', marginTop: 8 }}
                />
              </Input.Wrapper>
              <Button disabled={!file || run.isPending} onClick={() => file && run.mutate({ file })}>
                {copy.uploadFile}
              </Button>
            </Stack>
          </Paper>
        </SimpleGrid>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {copy.result}
          </Title>
          <Code
            block
            aria-live="polite"
            data-testid="resume-result"
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            {result}
          </Code>
        </Stack>
      </Stack>
    </Container>
  );
}
