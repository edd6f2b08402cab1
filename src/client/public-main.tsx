/**
 * Browser entry of public pages. The server sent the whole page as HTML; this hydrates only its interactive parts
 * (islands) and mounts the toast host, which loads the toast library on the first toast. The stylesheet is linked by
 * site.html (the server inlines it), not imported here: imported, every island chunk would fetch it once more.
 */
import './lib/zod-csp';
import { createRoot } from 'react-dom/client';
import { ToastHost } from './components/ui/toaster';
import { hydrateIslands } from './app/island-loaders';
import { readPageIslands } from './public-site/islands/hydrate-islands';

const page = readPageIslands();
if (page) void hydrateIslands(page);

const toasts = document.createElement('div');
document.body.append(toasts);
createRoot(toasts).render(<ToastHost />);
