// The wire schemas, in a module of their own that the API client loads with the first response, so the shell
// renders without building zod schemas. zod is configured (jitless, for the CSP) by ./zod-config, which
// main.tsx imports first.
import { z } from 'zod';

export * from '@jjinbbang/domain/schemas';

/** GET /api/v1/auth/login-url: where the sign-in provider's authorize page is (app-only answer). */
export const loginUrlSchema = z.object({ url: z.string().min(1), provider: z.enum(['kakao', 'local']) });
