import { marketingConsents as consentsData } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { marketingConsents } from '../../services/consents.js';

/** GET /api/customer/consents — marketing by e-mail and by SMS: the answers now, with when and where. */
export default defineRoute({
  method: 'GET',
  url: '/api/customer/consents',
  tags: ['customer'],
  summary: 'Marketing consents (e-mail, SMS)',
  auth: true,
  data: consentsData,
  async handler({ user, deps }) {
    return { data: await marketingConsents(deps.db, user.userId) };
  },
});
