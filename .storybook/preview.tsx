import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import '../packages/ui/src/styles.css';
import './preview.css';
import { allModes } from './modes';
import { type FrameMode, StoryFrame } from './StoryFrame';
import { describeScreenProps } from './screen-props';
import type { VisualParameters } from './visual';

// CI runs every story on two shared cores: waitFor/findBy get 5 s before they give up. Passing tests
// are not slower for it; only a real failure waits the full time.
configure({ asyncUtilTimeout: 5000 });

// Korean pages: screen readers pick the Korean voice, axe checks html[lang] (preview-head.html sets it too,
// for the static build; story tests in Vitest have no preview-head).
document.documentElement.lang = 'ko';

// Visual tests (local baselines and Chromatic) need still frames: the "motion" toolbar switch,
// or `parameters.motion = 'off'` on a story, sets data-jb-motion="off" which the tokens
// stylesheet turns into zero-length transitions and animations. Story tests default to off (set in
// .storybook/vitest.setup.ts): their checks and pictures must not catch an overlay halfway through fading in.
const withMotion: Decorator = (Story, context) => {
  const motion =
    context.parameters.motion ?? (globalThis.__jbStoryTest ? 'off' : context.globals.motion) ?? 'on';
  document.documentElement.dataset.jbMotion = motion;
  return <Story />;
};

// Overlays render inside the story (see StoryFrame), so Chromatic and the local baselines capture them open. On a
// Docs page the stories stay plain: a phone-tall frame per example would fill the page with empty screens, and a
// sheet opened there by a reader belongs to the whole page, as in the app.
const withFrame: Decorator = (Story, context) =>
  context.viewMode === 'docs' ? (
    <Story />
  ) : (
    <StoryFrame
      mode={
        (context.parameters.frame as FrameMode | undefined) ??
        (context.parameters.layout === 'fullscreen' ? 'screen' : 'padded')
      }
    >
      <Story />
    </StoryFrame>
  );

declare global {
  /**
   * Installed by .storybook/vitest.setup.ts in the story tests only: compares the finished story (after its
   * play function) with its committed baseline at each width. Absent in Storybook itself and in Chromatic.
   */
  var __jbCaptureStory: ((context: StoryContext) => Promise<void>) | undefined;
  /** True in the story tests (Vitest), where motion defaults to off. */
  var __jbStoryTest: boolean | undefined;
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withFrame, withMotion],
  // Page views' props tables: Korean descriptions for the rows the app's views leave empty (screen-props.ts).
  argTypesEnhancers: [describeScreenProps],
  async afterEach(context) {
    await globalThis.__jbCaptureStory?.(context);
  },
  // HTML events the stories log (Actions panel) but the props tables would otherwise leave unexplained.
  argTypes: {
    onClick: { description: '누르면 불립니다(Actions 패널에 기록됩니다).', control: false },
  },
  globalTypes: {
    motion: {
      description: '애니메이션 (시각 회귀 테스트에서는 끄기)',
      toolbar: {
        title: '애니메이션',
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
    controls: { expanded: true, sort: 'requiredFirst' },
    options: {
      // Sidebar: introduction, tokens, components, patterns, page views; the hooks' demos last.
      storySort: {
        method: 'alphabetical',
        order: [
          '소개',
          ['시작하기', '컴포넌트 리뷰하기', '시각 QA', '스토리 작성 규칙'],
          '토큰',
          ['디자인 토큰', '아이콘', 'CSS 덮어쓰기'],
          '컴포넌트',
          [
            '액션',
            '입력',
            '시트와 대화상자',
            '콘텐츠',
            '데이터',
            '탐색',
            '피드백',
            '지도',
            '계정',
            '화면 틀',
          ],
          '패턴',
          '화면',
          '훅',
        ],
      },
    },
    viewport: {
      options: {
        jbMobile: { name: '모바일 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        jbSmall: { name: '작은 모바일 360×740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        jbTablet: { name: '태블릿 768×1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        jbDesktop: {
          name: '데스크톱 1280×800',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    visual: { widths: [390] } satisfies VisualParameters,
    chromatic: {
      modes: allModes,
      pauseAnimationAtEnd: true,
    },
  },
};

export default preview;
