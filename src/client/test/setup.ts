import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { forgetPageFormToken } from '@/client/features/public/enquiry/page-form-token';

// Lazily loaded parts (dialogs, the editor) may take more than testing-library's default 1 s to appear on a busy
// 2-core machine; waiting longer changes no assertion, it only stops a slow import from failing a test.
configure({ asyncUtilTimeout: 5000 });

// The client files share one module graph per worker (isolate: false in vitest.config.ts): what a page keeps in a
// module between renders starts over for each test, as on a new page load.
beforeEach(() => forgetPageFormToken());
afterEach(() => cleanup());

// A toast that was closing when its test ended still calls React 200 ms later (sonner's exit animation, a timer that
// unmounting does not clear). In a worker's last file that timer fired after jsdom was gone ("window is not defined",
// an unhandled error that fails the run), so a file that showed a toast waits that long at its end.
const newestToast = () => toast.getHistory().at(-1)?.id;
let newestBefore: ReturnType<typeof newestToast>;
beforeAll(() => {
  newestBefore = newestToast();
});
afterAll(async () => {
  if (newestToast() !== newestBefore) await new Promise((resolve) => setTimeout(resolve, 250));
});
