/** The shapes of the site's initial content (initial-content/index.ts). */
import type { PortfolioItemInput } from '../schemas/portfolio-item';

/** One language of an initial blog post, as the public blog shows it (its `publishedAt` a yyyy-MM-dd day). */
export interface InitialPostText {
  slug: string;
  title: string;
  description: string;
  /** Our own static HTML. */
  content: string;
  author: string;
  category: string;
  tags: string[];
  imageUrl: string;
  publishedAt: string;
}

/** An initial portfolio item: the fields of a back-office item but its project and featured flag (all featured). */
export type InitialPortfolioItem = Omit<PortfolioItemInput, 'projectId' | 'featured'>;
