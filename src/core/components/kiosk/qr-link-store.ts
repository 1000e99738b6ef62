/** Which outside link the kiosk is offering as a QR code (null: none); the renderer's openExternal feeds it. */
export function createQrLinkStore() {
  let url: string | null = null;
  const listeners = new Set<() => void>();
  const set = (next: string | null) => {
    url = next;
    listeners.forEach((listener) => listener());
  };
  return {
    open: (next: string) => set(next),
    close: () => set(null),
    get: () => url,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type QrLinkStore = ReturnType<typeof createQrLinkStore>;
