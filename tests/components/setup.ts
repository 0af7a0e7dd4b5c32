import { configure } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach } from 'vitest';
import { clearAnswers } from '../../src/stores/api-data.ts';
import { $rememberedLogin } from '../../src/stores/remembered-login.ts';

// A persistent store stops listening to the window's storage events 1 s after its last subscriber
// leaves, on a timer. A test file that ends sooner would have that timer fire after its window is
// gone (ReferenceError: window is not defined): unmount it now, while the window still exists.
afterAll(() => cleanStores($rememberedLogin));

// Each case asks the (mocked) API afresh: no answer is carried over from the case before.
afterEach(() => clearAnswers());

// findBy and waitFor give up after 1 s by default; npm test runs this suite beside others on a busy
// machine, where a lazily loaded part (React.lazy) may take longer to arrive. They end as soon as it does.
configure({ asyncUtilTimeout: 10_000 });
