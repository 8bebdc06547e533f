import { ensureDevStaff } from './admin/staff.ts';
import { seedDefaultWords } from './admin/words.ts';
import type { AppContext } from './context.ts';
import { isDatabaseEmpty, populate } from './db/populate.ts';
import { housekeeping } from './housekeeping.ts';
import { fillAddressAreas, fillAddressKeys } from './places/keys.ts';
import { devStaffEnabled } from './routes/admin/auth.ts';
import { submitSeedCertificates } from './seed/certificates.ts';
import { generateSeed } from './seed/index.ts';

/** Applies migrations, seeds an empty database (when SEED is on) and runs housekeeping once. */
export async function prepareDatabase(ctx: AppContext): Promise<void> {
  await ctx.database.migrate();
  if (ctx.config.seed && (await isDatabaseEmpty(ctx.db))) {
    const started = performance.now();
    const data = generateSeed({ totalBuildings: ctx.config.seedBuildings ?? undefined });
    await ctx.database.maintenance((db) => populate(db, data));
    const certificates = await submitSeedCertificates(ctx, data);
    ctx.logger.info(
      {
        universities: data.universities.length,
        buildings: data.buildings.length,
        agencies: data.agencies.length,
        users: data.users.length,
        reviews: data.reviews.length,
        certificates,
        ms: Math.round(performance.now() - started),
      },
      'seeded an empty database',
    );
  }
  const words = await seedDefaultWords(ctx.db);
  if (words > 0) ctx.logger.info({ words }, 'added the default prohibited-word list');
  if (devStaffEnabled(ctx)) await ensureDevStaff(ctx.db);
  const filled = await ctx.database.maintenance((db) => fillAddressKeys(db));
  if (filled > 0) ctx.logger.info({ places: filled }, 'computed the address keys of older places');
  const areas = await ctx.database.maintenance((db) => fillAddressAreas(db));
  if (areas > 0) ctx.logger.info({ places: areas }, 'computed the areas and 법정동 of older places');
  await housekeeping(ctx);
}
