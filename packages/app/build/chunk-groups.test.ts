import { describe, expect, it } from 'vitest';
import { type ChunkInfo, familyOf, groupOf, groupsFromChunks } from './chunk-groups';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  page?: string,
  dynamicImports: string[] = [],
): ChunkInfo => ({
  fileName,
  name: fileName.replace(/\.js$/, ''),
  isEntry: fileName === 'index.js',
  facadeModuleId: page ? `/app/src/routes/${page}` : null,
  moduleIds,
  imports,
  dynamicImports,
});

describe('chunk groups', () => {
  it('keeps home a family of its own', () => {
    expect(familyOf('home/HomePage.tsx')).toBe('home');
    expect(familyOf('home/UniversitiesPage.tsx')).toBe('universities');
    expect(familyOf('campus/CampusPage.tsx')).toBe('campus');
    expect(familyOf('reading/BuildingDetailPage.tsx')).toBe('reading');
  });

  it('names shared code by the families that use it', () => {
    expect(groupOf(new Set(['reading']), 1)).toBeNull();
    expect(groupOf(new Set(['home', 'reading']), 3)).toBe('start');
    expect(groupOf(new Set(['reading']), 2)).toBe('reading');
    expect(groupOf(new Set(['reading', 'map']), 2)).toBe('reading+');
    expect(groupOf(new Set(['writing', 'map']), 2)).toBe('map+');
    expect(groupOf(new Set(['writing', 'account']), 2)).toBe('account+writing');
    expect(groupOf(new Set(['reading', 'campus']), 2)).toBe('campus+reading');
    expect(groupOf(new Set(['reading', 'map', 'campus']), 3)).toBe('common');
  });

  it('groups the chunks pages share, never the start-up bundle nor a page of its own', () => {
    const chunks = [
      chunk('index.js', ['main.tsx'], ['react.js']),
      chunk('react.js', ['react']),
      chunk('home.js', ['HomePage.tsx'], ['routes.js', 'react.js'], 'home/HomePage.tsx'),
      chunk(
        'building.js',
        ['BuildingDetailPage.tsx'],
        ['routes.js', 'cards.js'],
        'reading/BuildingDetailPage.tsx',
      ),
      chunk(
        'review.js',
        ['ReviewDetailPage.tsx'],
        ['routes.js', 'cards.js', 'slider.js'],
        'reading/ReviewDetailPage.tsx',
      ),
      chunk('map.js', ['MapPage.tsx'], ['cards.js'], 'map/MapPage.tsx'),
      chunk('routes.js', ['routes.ts', 'client.ts']),
      chunk('cards.js', ['EntryCard.tsx']),
      chunk('slider.js', ['ImageSlider.tsx']),
    ];
    const groups = groupsFromChunks(chunks, [
      'home/HomePage.tsx',
      'reading/BuildingDetailPage.tsx',
      'reading/ReviewDetailPage.tsx',
      'map/MapPage.tsx',
    ]);
    expect(Object.fromEntries(groups)).toEqual({
      'routes.ts': 'start',
      'client.ts': 'start',
      'EntryCard.tsx': 'reading+',
    });
  });

  it('keeps what a part loaded later needs out of family chunks its loading pages lack', () => {
    // The sheet (in `sheets.js`, used by the reading and account pages) imports vaul (`drawer.js`) when it opens;
    // vaul needs Radix Dialog, which the account pages' Modal also uses (statically).
    const chunks = [
      chunk('index.js', ['main.tsx'], ['react.js'], undefined, ['recent.js']),
      chunk('react.js', ['react']),
      chunk('home.js', ['HomePage.tsx'], ['react.js'], 'home/HomePage.tsx', ['recent.js']),
      chunk('building.js', ['BuildingDetailPage.tsx'], ['sheets.js'], 'reading/BuildingDetailPage.tsx'),
      chunk('review.js', ['ReviewDetailPage.tsx'], ['sheets.js'], 'reading/ReviewDetailPage.tsx'),
      chunk('mypage.js', ['MyPage.tsx'], ['sheets.js', 'dialog.js', 'forms.js'], 'account/MyPage.tsx'),
      chunk(
        'account.js',
        ['MyAccountPage.tsx'],
        ['sheets.js', 'dialog.js', 'forms.js'],
        'account/MyAccountPage.tsx',
      ),
      chunk('sheets.js', ['BottomSheet.tsx'], [], undefined, ['drawer.js']),
      chunk('drawer.js', ['drawer.ts', 'vaul'], ['dialog.js']),
      chunk('dialog.js', ['@radix-ui/react-dialog']),
      chunk('forms.js', ['zod']),
      // Loaded on `/` (a list that only some visits show): left to the family chunks.
      chunk('recent.js', ['RecentReviewList.tsx'], ['forms.js']),
    ];
    const groups = groupsFromChunks(chunks, [
      'home/HomePage.tsx',
      'reading/BuildingDetailPage.tsx',
      'reading/ReviewDetailPage.tsx',
      'account/MyPage.tsx',
      'account/MyAccountPage.tsx',
    ]);
    expect(Object.fromEntries(groups)).toEqual({
      'BottomSheet.tsx': 'reading+',
      // Not with zod in `account`: opening a sheet on a building page fetches Radix Dialog alone.
      '@radix-ui/react-dialog': 'account~drawer',
      zod: 'account',
    });
  });
});
