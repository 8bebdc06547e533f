import { KEYWORD_ROW_WIDTH, type KeywordPolarity } from '@jjinbbang/domain';
import { useControllableState } from '@jjinbbang/hooks';
import * as React from 'react';
import { cx } from '../internal/cx';
import { fitTags, type TagFit } from './fitTags';
import './KeywordTagRow.css';

export interface KeywordTagItem {
  /** 태그를 가리키는 값(보통 키워드 코드, 개발용). */
  id?: string;
  /** 태그에 보일 짧은 글자. 예: "교통 편리". */
  label: string;
  /** 장점(positive, 초록·엄지 위) 또는 단점(negative, 빨강·엄지 아래). */
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
  `숨은 키워드 ${hidden}개: ${labels.join(', ')}`;

export interface KeywordTagRowProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** 보여 줄 키워드 태그. 장점(엄지 위, 초록)과 단점(엄지 아래, 빨강)이 섞여도 됩니다. */
  tags: readonly KeywordTagItem[];
  /** 한 줄의 폭(px). 기본 292px(스펙). 부모보다 넓어지지는 않습니다. */
  width?: number;
  /** 화면낭독기가 태그 목록을 부르는 이름. 예: "장점", "단점", "키워드". */
  label?: string;
  /**
   * 다 펼친 상태. 켜면 모든 태그를 여러 줄로 보여 주고 끝에 "접기" 버튼을 둡니다. 비워 두면 "+N"을 눌러 펼치고
   * "접기"로 다시 접습니다(`defaultExpanded`로 처음 상태만 정할 수도 있습니다).
   */
  expanded?: boolean;
  /** 처음에 다 펼쳐 둘지. 후기 상세처럼 모든 키워드를 바로 보여 줄 화면에서 켭니다. */
  defaultExpanded?: boolean;
  /** "+N"이나 "접기"를 눌러 펼침 상태가 바뀔 때 불립니다. */
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * "+N"을 누르면 모든 태그를 펼치는 버튼으로 만듭니다(후기 상세처럼 숨은 태그를 봐야 하는 곳). 끄면(기본) "+N"은
   * 개수만 알려 주는 글자입니다(카드 전체가 상세로 가는 링크인 목록처럼 펼칠 필요가 없는 곳).
   */
  expandable?: boolean;
  /** 접힌 태그 수를 알리는 글자. 기본 "+N". */
  formatMoreText?: (hidden: number) => string;
  /** 화면낭독기가 "+N" 뒤에 읽는 말. 기본 "숨은 키워드 N개: 숨은 태그 이름들"(버튼이면 "접힘"이 뒤따릅니다). */
  formatMoreLabel?: (hidden: number, hiddenLabels: readonly string[]) => string;
  /** 펼친 뒤 끝에 놓이는 버튼의 글자. 기본 "접기". */
  collapseText?: string;
  /** 화면낭독기가 각 태그 앞에 읽는 말. 아이콘으로만 보이는 장점·단점을 말로 알려 줍니다. */
  polarityLabels?: Record<KeywordPolarity, string>;
}

function tagKey(tag: KeywordTagItem, index: number) {
  return tag.id ?? `${tag.polarity}:${tag.label}:${index}`;
}

/**
 * A single line of keyword tags (spec 000 §5): only the tags that fit in the row are shown, the rest become
 * "+N", and one more tag is dropped when "+N" would not fit. Widths come from the rendered tags in a hidden
 * measuring copy, re-measured when the row resizes and when web fonts finish loading. "+N" is a button that
 * expands the row to every tag, wrapped over several lines, with "접기" at the end.
 */
export function KeywordTagRow({
  tags,
  width = KEYWORD_ROW_WIDTH,
  label = '키워드',
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  expandable = false,
  formatMoreText = defaultMoreText,
  formatMoreLabel = defaultMoreLabel,
  collapseText = '접기',
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
  const [expandedState, setExpanded] = useControllableState({
    value: expandedProp,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
  });
  const listId = React.useId();

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

  // Until the first measure, which runs before the first paint, the list renders no tag: building every tag only
  // to remove those that do not fit would cost a list page most of this component's first render.
  const collapsedCount = fit ? fit.visible : 0;
  const collapsedHidden = fit ? fit.hidden : 0;
  // Expanding only means something when tags are hidden; a row that fits stays a plain row.
  const expanded = expandable && expandedState && (collapsedHidden > 0 || fit === null);
  const visibleCount = expanded ? tags.length : collapsedCount;
  const hidden = expanded ? 0 : collapsedHidden;
  const hiddenLabels = tags.slice(collapsedCount).map((t) => t.label);
  const moreText = formatMoreText(collapsedHidden);

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
      data-expanded={expanded ? '' : undefined}
      className={cx('jb-KeywordTagRow', className)}
      style={{ '--jb-KeywordTagRow-width': `${width}px`, ...style } as React.CSSProperties}
      {...props}
    >
      <ul ref={listRef} id={listId} className="jb-KeywordTagRow-list" data-slot="list" aria-label={label}>
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
        {(hidden > 0 || expanded) && (
          // One list item for "+N" and "접기", so the button keeps focus when it switches.
          <li key="toggle" className="jb-KeywordTagRow-toggle" data-slot="more">
            {expandable ? (
              <button
                type="button"
                className="jb-KeywordTagRow-tag jb-KeywordTagRow-more"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? (
                  collapseText
                ) : (
                  // The visible "+N" starts the name (WCAG 2.5.3), the hidden tags follow for screen readers.
                  <>
                    {moreText}
                    <span className="jb-visually-hidden">
                      {' '}
                      {formatMoreLabel(collapsedHidden, hiddenLabels)}
                    </span>
                  </>
                )}
              </button>
            ) : (
              <span className="jb-KeywordTagRow-tag jb-KeywordTagRow-more">
                <span aria-hidden="true">{moreText}</span>
                <span className="jb-visually-hidden">{formatMoreLabel(collapsedHidden, hiddenLabels)}</span>
              </span>
            )}
          </li>
        )}
      </ul>
      <div ref={measureRef} className="jb-KeywordTagRow-measure" data-slot="measure" aria-hidden="true">
        {tags.map((tag, i) => (
          // Only what takes width: the icon's box without its drawing, the label without the hidden words.
          <span key={tagKey(tag, i)} className="jb-KeywordTagRow-tag" data-measure="tag">
            <span className="jb-KeywordTagRow-icon" />
            <span className="jb-KeywordTagRow-label">{tag.label}</span>
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
