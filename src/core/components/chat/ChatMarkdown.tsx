import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import { ExternalLink } from '../ExternalLink';
import classes from './chat.module.css';

const components: Components = {
  a: ({ href, children }) => {
    if (!href) return <>{children}</>;
    if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children as ReactNode}</Link>;
    return <ExternalLink href={href}>{children as ReactNode}</ExternalLink>;
  },
  table: ({ children }) => (
    <div className={classes.tableWrap}>
      <table>{children}</table>
    </div>
  ),
};

/**
 * An assistant message as GitHub-flavoured markdown (tables, strikethrough, task lists, autolinks). Raw
 * HTML is never rendered, and links to other sites open the way the platform opens external links.
 */
export function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className={classes.markdown}>
      <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}
