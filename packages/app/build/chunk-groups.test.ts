import { describe, expect, it } from 'vitest';
import { type ChunkInfo, familyOf, groupOf, groupsFromChunks } from './chunk-groups';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], page?: string): ChunkInfo => ({
  fileName,
  isEntry: fileName === 'index.js',
  facadeModuleId: page ? `/app/src/routes/${page}` : null,
  moduleIds,
  imports,
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
});
