import { useT } from '@/client/i18n/use-t';
import type { AdminBlogPost } from '@/shared/api-types';
import { formatDateTime } from '@/shared/dates';
import { postLanguages } from '@/shared/public-blog-post';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useAdminLanguage } from '../common/use-admin-language';

interface PublishConfirmDialogProps {
  /** The post whose publication is to change; the dialog is open while there is one. */
  post: AdminBlogPost | null;
  onClose: () => void;
  /** Runs the change (to the opposite of post.published). */
  onConfirm: (post: AdminBlogPost) => void;
  pending: boolean;
}

/** A publication time still ahead (the post is then scheduled), or null. */
function timeAhead(at: string | null, now = Date.now()): string | null {
  return at !== null && new Date(at).getTime() > now ? at : null;
}

/**
 * Asks before a post goes public or leaves the public site, saying what will happen: in which languages it appears
 * (and when, for a publication time still ahead), or that it becomes a draft.
 */
export function PublishConfirmDialog({ post, onClose, onConfirm, pending }: PublishConfirmDialogProps) {
  const t = useT();
  const lang = useAdminLanguage();
  const publishing = post ? !post.published : true;
  const languages = post ? postLanguages(post.translations).map((l) => t(`admin.blog.form.languages.${l}`)).join(', ') : '';
  const later = post ? timeAhead(post.publishedAt) : null;
  const description = publishing
    ? later
      ? t('admin.blog.publishConfirm.scheduled', { languages, at: formatDateTime(later, lang) })
      : t('admin.blog.publishConfirm.description', { languages })
    : t('admin.blog.unpublishConfirm.description');
  return (
    <ConfirmDialog
      open={post !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(publishing ? 'admin.blog.publishConfirm.title' : 'admin.blog.unpublishConfirm.title', { title: post?.title ?? '' })}
      description={description}
      confirmLabel={t(publishing ? 'admin.blog.publishConfirm.confirm' : 'admin.blog.unpublishConfirm.confirm')}
      tone={publishing ? 'primary' : 'destructive'}
      pending={pending}
      onConfirm={() => post && onConfirm(post)}
    />
  );
}
