import { Text } from '@mantine/core';
import { jobDescriptionText } from '../../../shared/job-posting';
import { boardCopy } from '../../../content/jobs-board';

/**
 * A job description as text. ATS descriptions may carry HTML; it is reduced to text with line breaks and
 * bullets and rendered as text, so no markup from a job can reach the page.
 */
export function JobDescription({ description }: { description: string | null | undefined }) {
  const text = jobDescriptionText(description);
  return <Text style={{ whiteSpace: 'pre-line' }}>{text || boardCopy.noDescription}</Text>;
}
