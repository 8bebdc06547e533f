import { describe, expect, it } from 'vitest';
import { type ChunkInfo, DEFAULT_GROUP_OPTIONS, familyOf, groupsFromChunks } from './chunk-groups';

const KB = 1024;
const chunk = (
  fileName: string,
  moduleIds: string[],
  {
    imports = [],
    page,
    js = 1 * KB,
    css = 0,
  }: { imports?: string[]; page?: string; js?: number; css?: number } = {},
): ChunkInfo => ({
  fileName,
  isEntry: fileName === 'index.js',
  facadeModuleId: page ? `/app/src/routes/${page}` : null,
  moduleIds,
  imports,
  js,
  css,
});

const HOME = 'home/HomePage.tsx';
const MAP = 'map/MapPage.tsx';
const BUILDING = 'reading/BuildingDetailPage.tsx';
const REVIEW = 'reading/ReviewDetailPage.tsx';
const MY = 'account/MyPage.tsx';

describe('chunk groups', () => {
  it('names chunks by the page families that load them, home a family of its own', () => {
    expect(familyOf('home/HomePage.tsx')).toBe('home');
    expect(familyOf('home/UniversitiesPage.tsx')).toBe('universities');
    expect(familyOf('campus/CampusPage.tsx')).toBe('campus');
    expect(familyOf('reading/BuildingDetailPage.tsx')).toBe('reading');
  });

  it('puts the whole start-up bundle in the entry file', () => {
    const chunks = [
      chunk('index.js', ['main.tsx'], { imports: ['react.js', 'slot.js'], js: 60 * KB }),
      chunk('react.js', ['react'], { js: 3 * KB }),
      chunk('slot.js', ['slot'], { imports: ['react.js'] }),
      chunk('home.js', ['HomePage.tsx'], { imports: ['react.js'], page: HOME }),
      chunk('map.js', ['MapPage.tsx'], { imports: ['slot.js'], page: MAP }),
    ];
    const groups = groupsFromChunks(chunks, [HOME, MAP]);
    expect(Object.fromEntries(groups)).toEqual({ 'main.tsx': 'index', react: 'index', slot: 'index' });
  });

  it('never makes a page load a large chunk for the small one it uses (the account pages’ regression)', () => {
    // Grouped by family alone, the card (map, reading and account pages) and the sheet (map and reading only)
    // were one `reading+` chunk: My page loaded the 30 KB sheet for a 1 KB card.
    const chunks = [
      chunk('index.js', ['main.tsx'], { js: 60 * KB }),
      chunk('map.js', ['MapPage.tsx'], { imports: ['card.js', 'sheet.js'], page: MAP }),
      chunk('building.js', ['BuildingDetailPage.tsx'], { imports: ['card.js', 'sheet.js'], page: BUILDING }),
      chunk('my.js', ['MyPage.tsx'], { imports: ['card.js'], page: MY }),
      chunk('card.js', ['EntryCard.tsx'], { js: 1 * KB, css: 1 * KB }),
      chunk('sheet.js', ['BottomSheet.tsx'], { js: 30 * KB, css: 2 * KB }),
    ];
    const groups = groupsFromChunks(chunks, [MAP, BUILDING, MY]);
    expect(groups.get('BottomSheet.tsx')).toBeDefined();
    expect(groups.get('BottomSheet.tsx')).not.toBe(groups.get('EntryCard.tsx'));
  });

  it('merges a chunk every page loads into the entry; a large one some pages lack stays apart', () => {
    const chunks = [
      chunk('index.js', ['main.tsx'], { js: 60 * KB }),
      chunk('building.js', ['BuildingDetailPage.tsx'], { imports: ['a.js', 'b.js', 'c.js'], page: BUILDING }),
      chunk('review.js', ['ReviewDetailPage.tsx'], { imports: ['a.js', 'b.js', 'c.js'], page: REVIEW }),
      chunk('map.js', ['MapPage.tsx'], { imports: ['b.js'], page: MAP }),
      chunk('my.js', ['MyPage.tsx'], { imports: ['b.js'], page: MY }),
      chunk('a.js', ['StarRating.tsx'], { js: 600 }),
      chunk('b.js', ['useSession.ts'], { js: 800 }),
      chunk('c.js', ['ImageSlider.tsx'], { js: 8 * KB }),
    ];
    const groups = groupsFromChunks(chunks, [BUILDING, REVIEW, MAP, MY]);
    // Every page loads the session: in the entry it costs nobody a byte and saves each a file.
    expect(groups.get('useSession.ts')).toBe('index');
    // The slider would cost the map and My page 8 KB: it stays with the pages that use it, in a chunk named by
    // their family, and the star rating joins it (a file fewer for them, nothing for the others).
    expect(groups.get('ImageSlider.tsx')).toBe('reading');
    expect(groups.get('StarRating.tsx')).toBe('reading');
  });

  it('adds no byte to home for other pages’ sake', () => {
    const others = [MAP, BUILDING, REVIEW, MY];
    const chunks = [
      chunk('index.js', ['main.tsx'], { js: 60 * KB }),
      chunk('home.js', ['HomePage.tsx'], { imports: ['y.js'], page: HOME }),
      ...others.map((page, i) => chunk(`p${i}.js`, [page], { imports: ['x.js', 'y.js'], page })),
      chunk('y.js', ['routes.ts'], { js: 500 }),
      chunk('x.js', ['client.ts'], { js: 700 }),
    ];
    const pages = [HOME, ...others];
    // Every page loads the routes: they join the entry, and every page saves a file's overhead.
    expect(groupsFromChunks(chunks, pages).get('routes.ts')).toBe('index');
    // The client in the entry too would save four pages a file and cost home a little of what it just saved —
    // not for home, whose bytes only go down.
    expect(groupsFromChunks(chunks, pages).get('client.ts')).not.toBe('index');
    const anyPage = { ...DEFAULT_GROUP_OPTIONS, firstPages: [] };
    expect(groupsFromChunks(chunks, pages, anyPage).get('client.ts')).toBe('index');
  });

  it('never merges a chunk into the entry or a group whose pages lack what it imports', () => {
    const chunks = [
      chunk('index.js', ['main.tsx'], { js: 60 * KB }),
      chunk('building.js', ['BuildingDetailPage.tsx'], { imports: ['card.js', 'api.js'], page: BUILDING }),
      chunk('review.js', ['ReviewDetailPage.tsx'], { imports: ['card.js', 'api.js'], page: REVIEW }),
      chunk('my.js', ['MyPage.tsx'], { imports: ['api.js'], page: MY }),
      // The card imports the slider, which My page does not load.
      chunk('card.js', ['EntryCard.tsx'], { imports: ['slider.js'], js: 400 }),
      chunk('slider.js', ['ImageSlider.tsx'], { js: 20 * KB }),
      chunk('api.js', ['client.ts'], { js: 400 }),
    ];
    const groups = groupsFromChunks(chunks, [BUILDING, REVIEW, MY]);
    expect(groups.get('EntryCard.tsx')).not.toBe(groups.get('client.ts'));
    expect(groups.get('EntryCard.tsx')).not.toBe('index');
    expect(groups.get('ImageSlider.tsx')).not.toBe(groups.get('client.ts'));
  });

  it('weighs a part loaded later like a page, also one outside src/routes (vaul under the bottom sheet)', () => {
    // vaul (`drawer.js`, loaded when a sheet opens) needs Radix Dialog, which the account pages' Modal uses too.
    // Merged with the account pages' other shared code, a sheet's first opening on a building page would fetch it.
    const DRAWER = '../../../ui/src/bottom-sheet/drawer.ts';
    const chunks = [
      chunk('index.js', ['main.tsx'], { js: 60 * KB }),
      chunk('building.js', ['BuildingDetailPage.tsx'], { imports: ['sheet.js'], page: BUILDING }),
      chunk('my.js', ['MyPage.tsx'], { imports: ['sheet.js', 'dialog.js', 'forms.js'], page: MY }),
      chunk('account.js', ['MyAccountPage.tsx'], {
        imports: ['sheet.js', 'dialog.js', 'forms.js'],
        page: 'account/MyAccountPage.tsx',
      }),
      chunk('sheet.js', ['BottomSheet.tsx'], { js: 3 * KB }),
      {
        ...chunk('drawer.js', ['drawer.ts', 'vaul'], { imports: ['dialog.js'], js: 9 * KB }),
        facadeModuleId: '/repo/packages/ui/src/bottom-sheet/drawer.ts',
      },
      chunk('dialog.js', ['@radix-ui/react-dialog'], { js: 10 * KB }),
      chunk('forms.js', ['zod'], { js: 30 * KB }),
    ];
    expect(familyOf(DRAWER)).toBe('drawer');
    const pages = [BUILDING, MY, 'account/MyAccountPage.tsx'];
    // Without the part, Radix Dialog joins the account pages' zod (a file fewer for them, nothing for the others).
    expect(groupsFromChunks(chunks, pages).get('@radix-ui/react-dialog')).toBe(
      groupsFromChunks(chunks, pages).get('zod'),
    );
    const groups = groupsFromChunks(chunks, [...pages, DRAWER]);
    expect(groups.get('@radix-ui/react-dialog')).not.toBe(groups.get('zod'));
  });
});
