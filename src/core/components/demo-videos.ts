// The recordings the site and the kiosk ship (scripts/record-demo-videos.ts): played from this origin, so
// they work at a booth without a connection.
import candidateCaptions from '../assets/videos/candidate.vtt?url&no-inline';
import candidateVideo from '../assets/videos/candidate.webm?url&no-inline';
import hiringManagerCaptions from '../assets/videos/hiring-manager.vtt?url&no-inline';
import hiringManagerVideo from '../assets/videos/hiring-manager.webm?url&no-inline';
import productCaptions from '../assets/videos/product.vtt?url&no-inline';
import productVideo from '../assets/videos/product.webm?url&no-inline';
import type { siteConfig } from '../../content/site';

/** A demo video file and its WebVTT captions. */
export interface ShippedVideo {
  src: string;
  captions: string;
}

/** Each demo video as a recording of this product's own flows. */
export const shippedVideos: Record<keyof typeof siteConfig.videos, ShippedVideo> = {
  candidate: { src: candidateVideo, captions: candidateCaptions },
  hiringManager: { src: hiringManagerVideo, captions: hiringManagerCaptions },
  product: { src: productVideo, captions: productCaptions },
};
