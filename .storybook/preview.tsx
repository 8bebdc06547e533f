import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import '../packages/ui/src/styles.css';
import './preview.css';

// CI runs every story on two shared cores: waitFor/findBy get 5 s before they give up. Passing tests
// are not slower for it; only a real failure waits the full time.
configure({ asyncUtilTimeout: 5000 });

// Korean pages: screen readers pick the Korean voice, axe checks html[lang] (preview-head.html sets it too,
// for the static build; story tests in Vitest have no preview-head).
document.documentElement.lang = 'ko';

// Visual tests (local baselines and Chromatic) need still frames: the "motion" toolbar switch,
// or `parameters.motion = 'off'` on a story, sets data-jb-motion="off" which the tokens
// stylesheet turns into zero-length transitions and animations.
const withMotion: Decorator = (Story, context) => {
  const motion = context.parameters.motion ?? context.globals.motion ?? 'on';
  document.documentElement.dataset.jbMotion = motion;
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withMotion],
  globalTypes: {
    motion: {
      description: '애니메이션 (시각 회귀 테스트에서는 끄기)',
      toolbar: {
        title: 'Motion',
        icon: 'play',
        items: [
          { value: 'on', title: '애니메이션 켜기' },
          { value: 'off', title: '애니메이션 끄기' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    motion: 'on',
    viewport: { value: 'jbMobile', isRotated: false },
  },
  parameters: {
    layout: 'centered',
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        jbMobile: { name: '모바일 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        jbSmall: { name: '작은 모바일 320×640', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        jbDesktop: {
          name: '데스크톱 1280×800',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    chromatic: { viewports: [390], pauseAnimationAtEnd: true },
  },
};

export default preview;
