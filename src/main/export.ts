/** The largest export the main process accepts from the renderer (a full day of leads is far smaller). */
export const MAX_EXPORT_BYTES = 10 * 1024 * 1024;

/**
 * Checks the renderer's export request: a plain file name ending in .csv and CSV text within the size
 * limit. The renderer is untrusted, so anything else is refused before a dialog opens.
 */
export function validateExportRequest(name: unknown, csv: unknown): { name: string; csv: string } {
  if (typeof name !== 'string' || !/^[\w.-]{1,100}\.csv$/.test(name) || name.startsWith('.')) {
    throw new Error('Export refused: the file name must be a plain name ending in .csv.');
  }
  if (typeof csv !== 'string' || Buffer.byteLength(csv, 'utf8') > MAX_EXPORT_BYTES) {
    throw new Error('Export refused: the content must be CSV text of at most 10 MB.');
  }
  return { name, csv };
}
