import type { AppContext } from './context.ts';
import { isDatabaseEmpty, populate } from './db/populate.ts';
import { housekeeping } from './housekeeping.ts';
import { fillAddressAreas, fillAddressKeys } from './places/keys.ts';
import { generateSeed } from './seed/index.ts';

/** Applies migrations, seeds an empty database (when SEED is on) and runs housekeeping once. */
export async function prepareDatabase(ctx: AppContext): Promise<void> {
  await ctx.database.migrate();
  if (ctx.config.seed && (await isDatabaseEmpty(ctx.db))) {
    const started = performance.now();
    const data = generateSeed({ totalBuildings: ctx.config.seedBuildings ?? undefined });
    await populate(ctx.db, data);
    ctx.logger.info(
      {
        universities: data.universities.length,
        buildings: data.buildings.length,
        agencies: data.agencies.length,
        users: data.users.length,
        reviews: data.reviews.length,
        ms: Math.round(performance.now() - started),
      },
      'seeded an empty database',
    );
  }
  const filled = await fillAddressKeys(ctx.db);
  if (filled > 0) ctx.logger.info({ places: filled }, 'computed the address keys of older places');
  const areas = await fillAddressAreas(ctx.db);
  if (areas > 0) ctx.logger.info({ places: areas }, 'computed the areas and 법정동 of older places');
  await housekeeping(ctx);
}
