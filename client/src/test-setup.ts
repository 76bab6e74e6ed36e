import { configure } from '@testing-library/react';

// Lazy routes are transformed on first import; on a loaded two-core machine that can take longer than
// testing-library's 1 s default for findBy*, which would fail a correct page.
configure({ asyncUtilTimeout: 5_000 });
