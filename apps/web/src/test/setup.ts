import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* waits 1 s by default: a lazily loaded part (Stripe's card fields) took longer while CI ran the
// suites beside each other on two cores. A missing element still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
