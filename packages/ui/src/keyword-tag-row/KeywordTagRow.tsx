import { KEYWORD_ROW_WIDTH, type KeywordPolarity } from '@jjinbbang/domain';
import * as React from 'react';
import { cx } from '../internal/cx';
import { fitTags, type TagFit } from './fitTags';

export interface KeywordTagItem {
  /** Stable key, e.g. the keyword code. */
  id?: string;
  /** Short chip text ('교통 편리'). */
  label: string;
  polarity: KeywordPolarity;
}

function PositiveIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M7 10v10H4a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zm0 0 4-7a2.4 2.4 0 0 1 2.6 2.9L13 9h5.4a2 2 0 0 1 2 2.4l-1.5 7a2 2 0 0 1-2 1.6H7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function NegativeIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M17 14V4h3a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1zm0 0-4 7a2.4 2.4 0 0 1-2.6-2.9L11 15H5.6a2 2 0 0 1-2-2.4l1.5-7a2 2 0 0 1 2-1.6H17"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function TagContent({ tag, polarityLabel }: { tag: KeywordTagItem; polarityLabel: string }) {
  return (
    <>
      <span className="jb-KeywordTagRow-icon" data-slot="icon">
        {tag.polarity === 'positive' ? <PositiveIcon /> : <NegativeIcon />}
      </span>
      <span className="jb-visually-hidden">{polarityLabel} </span>
      <span className="jb-KeywordTagRow-label" data-slot="label">
        {tag.label}
      </span>
    </>
  );
}

const defaultMoreText = (hidden: number) => `+${hidden}`;
const defaultMoreLabel = (hidden: number, labels: readonly string[]) =>
  `외 ${hidden}개: ${labels.join(', ')}`;

export interface KeywordTagRowProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  tags: readonly KeywordTagItem[];
  /** Row width in px (spec 000 §9: 292). The row never grows past its container. */
  width?: number;
  /** Accessible name of the list. */
  label?: string;
  /** Visible text of the collapse tag. Default '+N'. */
  formatMoreText?: (hidden: number) => string;
  /** Accessible name of the collapse tag, listing the hidden labels. Default '외 N개: 라벨, 라벨'. */
  formatMoreLabel?: (hidden: number, hiddenLabels: readonly string[]) => string;
  /** Read before each label by screen readers, since the icon carries the polarity visually. */
  polarityLabels?: Record<KeywordPolarity, string>;
}

function tagKey(tag: KeywordTagItem, index: number) {
  return tag.id ?? `${tag.polarity}:${tag.label}:${index}`;
}

/**
 * A single line of keyword tags (spec 000 §5): only the tags that fit in the row are shown, the rest become
 * "+N", and one more tag is dropped when "+N" would not fit. Widths come from the rendered tags in a hidden
 * measuring copy, re-measured when the row resizes and when web fonts finish loading.
 */
export function KeywordTagRow({
  tags,
  width = KEYWORD_ROW_WIDTH,
  label = '키워드',
  formatMoreText = defaultMoreText,
  formatMoreLabel = defaultMoreLabel,
  polarityLabels = { positive: '장점', negative: '단점' },
  className,
  style,
  ref,
  ...props
}: KeywordTagRowProps) {
  const rootRef = React.useRef<HTMLDivElement | null>(null);
  const listRef = React.useRef<HTMLUListElement | null>(null);
  const measureRef = React.useRef<HTMLDivElement | null>(null);
  const [fit, setFit] = React.useState<TagFit | null>(null);

  const measure = React.useCallback(() => {
    const list = listRef.current;
    const layer = measureRef.current;
    if (!list || !layer) return;
    const tagWidths = Array.from(
      layer.querySelectorAll<HTMLElement>('[data-measure="tag"]'),
      (el) => el.getBoundingClientRect().width,
    );
    const plusWidths = Array.from(
      layer.querySelectorAll<HTMLElement>('[data-measure="more"]'),
      (el) => el.getBoundingClientRect().width,
    );
    const styles = getComputedStyle(list);
    const gap = Number.parseFloat(styles.columnGap) || 0;
    const rowWidth = list.getBoundingClientRect().width;
    const next = fitTags(tagWidths, (n) => plusWidths[n - 1] ?? 0, rowWidth, gap);
    setFit((prev) => (prev && prev.visible === next.visible && prev.hidden === next.hidden ? prev : next));
  }, []);

  // Measure before paint so the first frame already shows the fitted row; `tags` and `width` change what
  // the measuring copy holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tags and width change the measured nodes
  React.useLayoutEffect(() => {
    measure();
  }, [measure, tags, width]);

  React.useEffect(() => {
    const root = rootRef.current;
    const layer = measureRef.current;
    if (!root || !layer) return;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure());
    observer?.observe(root);
    observer?.observe(layer);
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    let active = true;
    fonts?.ready.then(() => {
      if (active) measure();
    });
    fonts?.addEventListener('loadingdone', measure);
    return () => {
      active = false;
      observer?.disconnect();
      fonts?.removeEventListener('loadingdone', measure);
    };
  }, [measure]);

  const visibleCount = fit ? fit.visible : tags.length;
  const hidden = fit ? fit.hidden : 0;
  const hiddenLabels = tags.slice(visibleCount).map((t) => t.label);

  return (
    <div
      ref={(node) => {
        rootRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      data-component="KeywordTagRow"
      data-empty={tags.length === 0 ? '' : undefined}
      data-collapsed={hidden > 0 ? '' : undefined}
      className={cx('jb-KeywordTagRow', className)}
      style={{ '--jb-KeywordTagRow-width': `${width}px`, ...style } as React.CSSProperties}
      {...props}
    >
      <ul ref={listRef} className="jb-KeywordTagRow-list" data-slot="list" aria-label={label}>
        {tags.slice(0, visibleCount).map((tag, i) => (
          <li
            key={tagKey(tag, i)}
            className="jb-KeywordTagRow-tag"
            data-slot="tag"
            data-polarity={tag.polarity}
          >
            <TagContent tag={tag} polarityLabel={polarityLabels[tag.polarity]} />
          </li>
        ))}
        {hidden > 0 && (
          <li
            className="jb-KeywordTagRow-tag jb-KeywordTagRow-more"
            data-slot="more"
            aria-label={formatMoreLabel(hidden, hiddenLabels)}
          >
            {formatMoreText(hidden)}
          </li>
        )}
      </ul>
      <div ref={measureRef} className="jb-KeywordTagRow-measure" data-slot="measure" aria-hidden="true">
        {tags.map((tag, i) => (
          <span
            key={tagKey(tag, i)}
            className="jb-KeywordTagRow-tag"
            data-measure="tag"
            data-polarity={tag.polarity}
          >
            <TagContent tag={tag} polarityLabel={polarityLabels[tag.polarity]} />
          </span>
        ))}
        {tags.map((tag, i) => (
          <span
            key={`more:${tagKey(tag, i)}`}
            className="jb-KeywordTagRow-tag jb-KeywordTagRow-more"
            data-measure="more"
          >
            {formatMoreText(i + 1)}
          </span>
        ))}
      </div>
    </div>
  );
}
