import { headTags, type PageHead } from '../../shared/head';

export type SeoProps = PageHead;

/** Origin for canonical links: the build's PUBLIC_BASE_URL when set, else the page's own origin. */
export function publicBaseUrl(): string {
  const fromBuild = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_PUBLIC_BASE_URL;
  if (fromBuild) return fromBuild.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** Page head (src/shared/head.ts) as React elements; React hoists title, meta and link into the document head. */
export function Seo(props: SeoProps) {
  return (
    <>
      {headTags(props, publicBaseUrl()).map((tag, index) => {
        if (tag.tag === 'title') return <title key={index}>{tag.text}</title>;
        if (tag.tag === 'script')
          return <script key={index} {...tag.attributes} dangerouslySetInnerHTML={{ __html: tag.text }} />;
        const Tag = tag.tag;
        return <Tag key={index} {...tag.attributes} />;
      })}
    </>
  );
}
