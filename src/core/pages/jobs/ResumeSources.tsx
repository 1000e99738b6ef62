import { Alert, Paper, SimpleGrid, Stack, Text, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { useState, type DragEvent, type ReactNode } from 'react';
import { RESUME_ACCEPT, resumeFileProblem, type ResumePreview } from '../../../shared/resume';
import { boothCopy } from '../../../content/booth';
import { applyCopy } from '../../../content/jobs-apply';
import { useAction } from '../../api/action';
import { useApi } from '../../api/useApi';
import { Button } from '../../components/Button';
import { PhoneHandoff } from '../../components/PhoneHandoff';
import { usePlatform } from '../../platform/context';

const copy = applyCopy;

function fileLabel(file: File): string {
  return `${file.name} (${Math.max(1, Math.round(file.size / 1024))} KB)`;
}

/** One way in, as a bordered card with its heading. */
function SourceCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The two ways in to an application: a resume file (dropped or chosen) or pasted text, each read by the
 * API's preview into text and contact details. A shared terminal offers no file input at all, and at a
 * booth the phone hand-off instead.
 */
export function ResumeSources({
  slug,
  onReading,
  onPreview,
}: {
  slug: string | undefined;
  /** A read has started (the page loads what comes next meanwhile). */
  onReading?(): void;
  onPreview(preview: ResumePreview): void;
}) {
  const api = useApi();
  const filePicker = usePlatform().filePicker !== false;
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [pasted, setPasted] = useState('');

  const preview = useAction({
    run: (source: { file: File } | { text: string }) => {
      const form = new FormData();
      if ('file' in source) form.set('file', source.file);
      else form.set('resumeText', source.text);
      return api.request<ResumePreview>('/api/applications/preview', {
        method: 'POST',
        body: form,
        fallbackError: 'file' in source ? copy.previewFileFallback : copy.previewTextFallback,
      });
    },
    onStart: () => onReading?.(),
    onSuccess: onPreview,
  });
  const busy = preview.isPending;

  const choose = (chosen: File | undefined | null) => {
    preview.reset();
    if (!chosen) return;
    const problem = resumeFileProblem(chosen);
    setFileProblem(problem);
    setFile(problem ? null : chosen);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <>
      {preview.isError && (
        <Alert color="red" title={copy.errorTitle} role="alert">
          {preview.error.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {filePicker ? (
          <SourceCard title={copy.uploadTitle}>
            <Paper
              component="label"
              htmlFor="resume-file"
              withBorder
              p="lg"
              radius="md"
              onDragOver={(event: DragEvent) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              style={{
                borderStyle: 'dashed',
                cursor: 'pointer',
                textAlign: 'center',
                background: dragging ? 'var(--mantine-color-brand-light)' : undefined,
              }}
              data-testid="resume-dropzone"
            >
              <Text fw={500}>{file ? fileLabel(file) : copy.dropPrompt}</Text>
              <Text size="sm" c="dimmed">
                {file ? copy.chooseAnother : copy.uploadHint}
              </Text>
              <VisuallyHidden>
                <input
                  id="resume-file"
                  type="file"
                  accept={RESUME_ACCEPT}
                  aria-label="Resume file"
                  onChange={(event) => choose(event.currentTarget.files?.[0])}
                />
              </VisuallyHidden>
            </Paper>
            {fileProblem && (
              <Text c="red" size="sm" role="alert">
                {fileProblem}
              </Text>
            )}
            <Button
              disabled={!file || busy}
              loading={busy && preview.variables && 'file' in preview.variables}
              onClick={() => file && preview.mutate({ file })}
            >
              {copy.uploadButton}
            </Button>
          </SourceCard>
        ) : (
          <Stack>
            <Text size="lg">{boothCopy.pasteOnly}</Text>
            {slug && <PhoneHandoff slug={slug} />}
          </Stack>
        )}
        <SourceCard title={copy.pasteTitle}>
          <Textarea
            label={copy.pasteLabel}
            placeholder={copy.pastePlaceholder}
            value={pasted}
            onChange={(event) => setPasted(event.currentTarget.value)}
            rows={8}
            maxLength={100_000}
          />
          <Button
            disabled={!pasted.trim() || busy}
            loading={busy && preview.variables && 'text' in preview.variables}
            onClick={() => preview.mutate({ text: pasted })}
          >
            {copy.pasteButton}
          </Button>
        </SourceCard>
      </SimpleGrid>
    </>
  );
}
