import type { FastifyInstance } from 'fastify';
import { resolvePartner } from '../auth/identity.ts';
import type { ErpContext } from '../context.ts';
import { all } from '../db.ts';

interface ResellerRow {
  id: number;
  name: string;
  street: string | null;
  street2: string | null;
  zip: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  state_id: number | null;
  country_id: number;
  industry_therapist: number;
  industry_b2b: number;
  latitude: number;
  longitude: number;
}

/** GET resellers, for signed-in customers only (docs/product/roles.md#customer-types): the extension's, no released module lists resellers. */
export function registerResellerRoutes(app: FastifyInstance, ctx: ErpContext): void {
  app.get('/resellers', async (request, reply) => {
    await resolvePartner(ctx, request, reply, 'session');
    return all<ResellerRow>(ctx.db, 'SELECT * FROM erp_resellers ORDER BY country_id, name').map((row) => ({
      id: row.id,
      name: row.name,
      street: row.street,
      street2: row.street2,
      zip: row.zip,
      city: row.city,
      phone: row.phone,
      email: row.email,
      state_id: row.state_id,
      country_id: row.country_id,
      industryTherapist: row.industry_therapist === 1,
      industryB2b: row.industry_b2b === 1,
      industry_therapist: row.industry_therapist === 1,
      industry_b2b: row.industry_b2b === 1,
      latitude: row.latitude,
      longitude: row.longitude,
    }));
  });
}
