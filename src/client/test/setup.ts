import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { forgetPageFormToken } from '@/client/features/public/enquiry/page-form-token';

// Lazily loaded parts (dialogs, the editor) may take more than testing-library's default 1 s to appear on a busy
// 2-core machine; waiting longer changes no assertion, it only stops a slow import from failing a test.
configure({ asyncUtilTimeout: 5000 });

// The client files share one module graph per worker (isolate: false in vitest.config.ts): what a page keeps in a
// module between renders starts over for each test, as on a new page load.
beforeEach(() => forgetPageFormToken());
afterEach(() => cleanup());
