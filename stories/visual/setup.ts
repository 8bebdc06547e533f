import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../../.storybook/preview';

// Stories render with the real preview (tokens, component CSS, Pretendard) and no motion.
setProjectAnnotations(preview);
document.documentElement.lang = 'ko';
document.documentElement.dataset.jbMotion = 'off';
