import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import * as buttonStories from '../../packages/ui/src/button/Button.stories';
import { renderStory } from './render';

const button = composeStories(buttonStories);

test('Button variants', async () => {
  const frame = await renderStory(button.Variants);
  await expect.element(frame).toMatchScreenshot('button-variants');
});

test('Button loading and disabled', async () => {
  const frame = await renderStory(() => (
    <div style={{ display: 'grid', gap: 8 }}>
      <button.Loading />
      <button.Disabled />
    </div>
  ));
  await expect.element(frame).toMatchScreenshot('button-states');
});
