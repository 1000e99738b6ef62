/** Serialises JSON-LD so no value can close the script element it sits in. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
