// The package ships JavaScript without its declarations; these cover the part the API uses.
declare module 'standardwebhooks' {
  export class WebhookVerificationError extends Error {}
  export class Webhook {
    static prefix: string;
    constructor(secret: string | Uint8Array, options?: { format?: 'raw' });
    /** Throws WebhookVerificationError unless a v1 signature matches and the timestamp is within 5 minutes. */
    verify(payload: string | Buffer, headers: Record<string, string>): unknown;
    /** `v1,<base64 HMAC-SHA256 of "{msgId}.{unix seconds}.{payload}">`. */
    sign(msgId: string, timestamp: Date, payload: string | Buffer): string;
  }
}
