import { Download } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

/**
 * A list's CSV export: a download link to what the list shows (its search, filters and sort). The browser streams the
 * file to disk; nothing is held in the page.
 */
export function ExportButton({ href, children }: { href: string; children: string }) {
  return (
    <Button asChild variant="secondary">
      <a href={href} download>
        <Download aria-hidden="true" className="h-4 w-4" />
        {children}
      </a>
    </Button>
  );
}
