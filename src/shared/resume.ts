/** Largest resume file accepted (spec section 9: 5 MB). */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
/** Longest pasted resume accepted, in characters. */
export const MAX_RESUME_TEXT_CHARS = 100_000;
/** File types the upload accepts, for the file picker. */
export const RESUME_ACCEPT =
  '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';

export type ResumeFileKind = 'pdf' | 'docx' | 'txt';

/** Contact details read from a resume (spec section 3); null where none was found. */
export interface ContactInfo {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  linkedin_url: string | null;
}

/** Answer of POST /api/applications/preview. */
export interface ResumePreview {
  formatted_text: string;
  contact_info: ContactInfo;
}

/**
 * The check the browser makes before uploading: a name ending in .pdf, .docx or .txt and at most 5 MB.
 * The server decides the type from the bytes; this only saves a pointless upload.
 */
export function resumeFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(pdf|docx|txt)$/i.test(file.name)) return 'Please choose a PDF, DOCX or TXT file.';
  if (file.size === 0) return 'This file is empty. Please choose another one.';
  if (file.size > MAX_RESUME_BYTES) return 'This file is larger than 5 MB. Please choose a smaller file.';
  return null;
}
