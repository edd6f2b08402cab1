import { usePublicPage } from '@/client/public-site/public-page';

/** A post's tags under a heading of the given level (h2 on the post page, h3 inside the dialog's title). */
export function PostTags({ tags, headingLevel, className }: { tags: readonly string[]; headingLevel: 2 | 3; className: string }) {
  const { t } = usePublicPage();
  if (tags.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`border-t border-slate-200 pt-4 ${className}`}>
      <Heading className="text-sm font-semibold text-slate-900">{t('blog.tags')}</Heading>
      <ul className="mt-2 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
            #{tag}
          </li>
        ))}
      </ul>
    </div>
  );
}
