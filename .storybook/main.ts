import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/hooks/src/**/*.stories.@(ts|tsx)',
    '../packages/console/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // The props tables. The root tsconfig does not include the packages, so docgen reads its own
    // (tsconfig.docgen.json: ui, hooks, the app's and the console's views and the stories) or it skips every
    // component file.
    reactDocgenTypescriptOptions: {
      tsconfigPath: '.storybook/tsconfig.docgen.json',
      include: ['packages/*/src/**/*.tsx', 'stories/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our props only: the hundreds of HTML attributes every element accepts (and the primitives' own, such as
      // Radix's asChild on every part) would bury them.
      propFilter: (prop) => {
        const files = [prop.parent?.fileName, ...(prop.declarations ?? []).map((d) => d.fileName)];
        return prop.name !== 'ref' && !files.some((file) => file?.includes('node_modules'));
      },
    },
  },
  viteFinal: (viteConfig) => {
    // Consume workspace packages from source, exactly as the app does.
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['source', ...defaultClientConditions];
    return viteConfig;
  },
};

export default config;
