import { findKeyword, formatThousands, type KeywordCount } from '@jjinbbang/domain';
import type * as React from 'react';
import { cx } from '../internal/cx';
import './KeywordCountChips.css';

export interface KeywordCountChipsProps extends Omit<React.ComponentProps<'ul'>, 'children'> {
  /** 키워드와 그 키워드를 고른 후기 수(건물 상세). 많이 고른 순서로 보여 줍니다. */
  keywords: readonly KeywordCount[];
  /** 화면낭독기가 목록을 부르는 이름. 기본 "이 건물의 키워드". */
  label?: string;
  /** 화면낭독기가 숫자 뒤에 읽는 말. 기본 "개 후기". */
  countSuffix?: string;
}

/**
 * The keyword chips of the building detail (spec 000 §2: keyword chips with counts). Labels come from the
 * keyword catalogue; an unknown code is shown as is so bad data stays visible instead of vanishing.
 */
export function KeywordCountChips({
  keywords,
  label = '이 건물의 키워드',
  countSuffix = '개 후기',
  className,
  ...props
}: KeywordCountChipsProps) {
  return (
    <ul
      aria-label={label}
      data-component="KeywordCountChips"
      className={cx('jb-KeywordCountChips', className)}
      {...props}
    >
      {keywords.map(({ key, count }) => {
        const keyword = findKeyword(key);
        return (
          <li
            key={key}
            data-slot="chip"
            data-polarity={keyword?.polarity}
            className="jb-KeywordCountChips-chip"
          >
            <span data-slot="label">{keyword?.label ?? key}</span>
            <span data-slot="count" className="jb-KeywordCountChips-count">
              <span className="jb-visually-hidden"> </span>
              {formatThousands(count)}
              <span className="jb-visually-hidden">{countSuffix}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
