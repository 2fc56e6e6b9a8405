import { formData } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';

/** GET /api/auth/form — registration form choices: `{ countries: [{ id, name }] }`. */
export default defineRoute({
  method: 'GET',
  url: '/api/auth/form',
  tags: ['auth'],
  summary: 'Registration form data (countries; Türkiye is id 235)',
  data: formData,
  async handler({ deps }) {
    const countries = await deps.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM countries ORDER BY name',
    );
    return { data: { countries } };
  },
});
