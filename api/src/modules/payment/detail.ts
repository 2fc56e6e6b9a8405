import { paymentDetailPayload, paymentFieldList } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { fieldDefs, localizedFields } from './fields.js';
import { methodFor } from './method-repo.js';

/** POST /api/payment/detail — `{ id, type }` → the method's form fields `[{ key, label, mask, objectType, option }]`. */
export default defineRoute({
  method: 'POST',
  url: '/api/payment/detail',
  tags: ['payment'],
  summary: 'Dynamic form fields of a payment method (type 1 deposit, 2 withdraw)',
  auth: true,
  duringExclusion: true,
  body: paymentDetailPayload,
  data: paymentFieldList,
  async handler({ body, deps, locale }) {
    const m = await methodFor(deps.db, body.id, body.type);
    return { data: localizedFields(fieldDefs(m.type, body.type), locale) };
  },
});
