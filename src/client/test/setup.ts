import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazily loaded parts (dialogs, the editor) may take more than testing-library's default 1 s to appear on a busy
// 2-core machine; waiting longer changes no assertion, it only stops a slow import from failing a test.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
