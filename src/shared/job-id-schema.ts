// zod/mini: the apply form checks job ids in the browser, where the full builder API would cost ~24 kB gzip.
import { z } from 'zod/mini';
import { JOB_ID_PATTERN } from './job';

/** A job id as URLs and payloads carry it (spec section 9: 15 to 18 letters and digits). */
export const jobIdSchema = z.string().check(z.regex(JOB_ID_PATTERN, 'Job id must be 15 to 18 letters and digits'));
