import { tokens } from './text';

/** A passage of the knowledge base that retrieval can return. */
export interface Chunk {
  id: string;
  kind: 'feature' | 'plan' | 'addon' | 'pricing' | 'faq' | 'article' | 'comparison' | 'action' | 'product' | 'page';
  title: string;
  /** Markdown the assistant may quote. */
  text: string;
  /** Site path or external link to point to, if any. */
  url?: string;
}

export interface ScoredChunk {
  chunk: Chunk;
  score: number;
  /** The query terms the chunk contains. */
  matched: string[];
}

const K1 = 1.2;
const B = 0.75;

/** Okapi BM25 over chunks; the title counts twice, since it names what the passage is about. */
export class Bm25Index {
  private readonly docs: Array<{ chunk: Chunk; tf: Map<string, number>; length: number }>;
  private readonly df = new Map<string, number>();
  private readonly averageLength: number;

  constructor(chunks: Chunk[]) {
    this.docs = chunks.map((chunk) => {
      const terms = [...tokens(chunk.title), ...tokens(chunk.title), ...tokens(chunk.text)];
      const tf = new Map<string, number>();
      for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
      for (const term of tf.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1);
      return { chunk, tf, length: terms.length };
    });
    this.averageLength = this.docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, this.docs.length);
  }

  /** Every indexed term with its document frequency (the spelling corrector's vocabulary). */
  terms(): Map<string, number> {
    return new Map(this.df);
  }

  /** Inverse document frequency of a term; 0 for unknown terms. */
  idf(term: string): number {
    const n = this.df.get(term);
    if (!n) return 0;
    return Math.log(1 + (this.docs.length - n + 0.5) / (n + 0.5));
  }

  /** The best chunks for the query terms, best first; `kinds` restricts the search. */
  search(queryTerms: string[], limit = 3, kinds?: ReadonlyArray<Chunk['kind']>): ScoredChunk[] {
    const unique = [...new Set(queryTerms)];
    const results: ScoredChunk[] = [];
    for (const doc of this.docs) {
      if (kinds && !kinds.includes(doc.chunk.kind)) continue;
      let score = 0;
      const matched: string[] = [];
      for (const term of unique) {
        const f = doc.tf.get(term);
        if (!f) continue;
        matched.push(term);
        score += (this.idf(term) * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * doc.length) / this.averageLength));
      }
      if (score > 0) results.push({ chunk: doc.chunk, score, matched });
    }
    return results.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
