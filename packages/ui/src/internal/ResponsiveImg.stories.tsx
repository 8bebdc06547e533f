import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResponsiveImg } from './ResponsiveImg';

// A drawn room (not a photo file), so the story needs no server.
const ROOM =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="176" height="176" viewBox="0 0 176 176">' +
      '<rect width="176" height="176" fill="#f3e7dc"/><rect x="24" y="40" width="64" height="48" fill="#b9d4e8"/>' +
      '<rect x="104" y="96" width="56" height="56" fill="#c98b5a"/><rect y="152" width="176" height="24" fill="#d8c3ae"/>' +
      '</svg>',
  );

const meta = {
  title: '컴포넌트/내부/반응형 사진 · ResponsiveImg',
  component: ResponsiveImg,
  // An internal part (not exported from the package): tested and captured like every story, but kept out of the
  // sidebar and the docs a designer browses.
  tags: ['!dev', '!autodocs'],
  args: { sizes: '88px', alt: '방 사진', width: 88, height: 88 },
  parameters: {
    docs: {
      description: {
        component:
          '후기 카드의 썸네일과 사진 슬라이더가 쓰는 사진입니다(패키지 밖으로 내보내지 않음).\n\n' +
          '- **서버 사진**(`/files/reviews/…`): 서버가 만든 폭별 사진(320·640·1024·2048px) 중 화면에 그려지는 크기(`sizes`)에 ' +
          '맞는 것을 브라우저가 고릅니다. AVIF를 먼저, 못 읽으면 WebP.\n- **다른 주소의 사진**: 주소 그대로 그립니다.\n' +
          '- 감싸는 `<picture>`는 자리를 차지하지 않아, `<img>`에 준 스타일이 그대로 적용됩니다.',
      },
    },
  },
} satisfies Meta<typeof ResponsiveImg>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OtherImage: Story = {
  name: '기본 (다른 주소의 사진)',
  args: { src: ROOM },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: '방 사진' });
    await expect(image).toHaveAttribute('src', ROOM);
    await expect(image).not.toHaveAttribute('srcset');
    await expect(canvasElement.querySelector('picture')).toBeNull();
  },
};

export const ServerPhoto: Story = {
  name: '서버 사진 (폭별 AVIF·WebP)',
  args: { src: '/files/reviews/abc123.jpg', sizes: '(max-width: 480px) 100vw, 480px' },
  parameters: {
    visual: {
      skip: '스토리북은 API의 /files 사진을 내주지 않아, 찍으면 깨진 이미지만 보입니다',
    },
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: '방 사진' });
    const avif = canvasElement.querySelector('picture > source');
    await expect(avif).toHaveAttribute('type', 'image/avif');
    await expect(avif?.getAttribute('srcset')).toContain('/files/reviews/abc123.w2048.avif 2048w');
    await expect(image.getAttribute('srcset')).toContain('/files/reviews/abc123.w320.webp 320w');
    await expect(image).toHaveAttribute('sizes', '(max-width: 480px) 100vw, 480px');
  },
};
