import { describe, expect, it } from 'vitest';
import { exportFolders, stylesheetsFor, uiImports } from './ui-css';

describe('per-component CSS for the app', () => {
  it('reads the value imports from the root of @jjinbbang/ui, not type-only ones', () => {
    const code = [
      "import type { ButtonProps } from '@jjinbbang/ui';",
      "import {\n  Button,\n  type ChipProps,\n  FilterSheet as Sheet,\n} from '@jjinbbang/ui';",
      "import { useSWR } from 'swr';",
    ].join('\n');
    expect(uiImports(code)).toEqual(['Button', 'FilterSheet']);
  });

  it('maps every exported component to its folder', () => {
    const folders = exportFolders();
    expect(folders.get('Button')).toBe('button');
    expect(folders.get('IconButton')).toBe('button');
    expect(folders.get('FilterSheet')).toBe('filter-sheet');
  });

  it("adds a component's stylesheet after those of the components it renders", () => {
    const sheets = stylesheetsFor(['FilterSheet']).map((p) => p.split('/packages/ui/src/')[1]);
    expect(sheets).toContain('filter-sheet/FilterSheet.css');
    expect(sheets).toContain('bottom-sheet/BottomSheet.css');
    expect(sheets.indexOf('bottom-sheet/BottomSheet.css')).toBeLessThan(
      sheets.indexOf('filter-sheet/FilterSheet.css'),
    );
    expect(stylesheetsFor(['NotAComponent'])).toEqual([]);
  });

  it('adds no stylesheet for constants and hooks', () => {
    expect(exportFolders().get('MAP_FILTER_KINDS')).toBe('filter-sheet');
    expect(stylesheetsFor(['MAP_FILTER_KINDS', 'useToast'])).toEqual([]);
  });
});
