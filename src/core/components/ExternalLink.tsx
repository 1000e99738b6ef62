import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { usePlatform } from '../platform/context';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> {
  href: string;
  children: ReactNode;
}

/**
 * A link to another site. On the web it opens in a new tab; where the platform offers links another way
 * (the kiosk shows a QR code), the click is handed to the platform instead.
 */
export function ExternalLink({ href, children, onClick, ...rest }: ExternalLinkProps) {
  const platform = usePlatform();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || platform.externalLinkMode === 'new-tab') return;
    event.preventDefault();
    platform.openExternal(href);
  };
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
