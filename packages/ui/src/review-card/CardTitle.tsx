import type * as React from 'react';
import { cx } from '../internal/cx';
import './ReviewCard.css';

export interface CardTitleProps extends Omit<React.ComponentProps<'h2'>, 'children' | 'id' | 'onClick'> {
  /** The heading's id; the card's `aria-labelledby` points at it. */
  id: string;
  /** Heading level (h2–h4). */
  level: 2 | 3 | 4;
  /** The title text. */
  children: React.ReactNode;
  /** Makes the title a link; its hit area covers the whole card. */
  href?: string;
  /** Makes the title a button (or runs alongside `href`); its hit area covers the whole card. */
  onPress?: () => void;
  /** Renders the title's link with the app's router: `renderLink={(props) => <Link {...props} />}`. */
  renderLink?: (props: CardLinkProps) => React.ReactNode;
}

/** Props the card puts on its title link; spread them onto the router's link (it must render an `<a>`). */
export type CardLinkProps = React.ComponentProps<'a'> & { href: string; id: string };

const defaultRenderLink = (props: CardLinkProps) => <a {...props} />;

/**
 * The title of a list card (ReviewCard, BuildingCard). When the card is pressable the title is the one link or
 * button, stretched over the whole card so the card is a single tab stop; controls such as the heart sit above it.
 */
export function CardTitle({
  id,
  level,
  href,
  onPress,
  renderLink = defaultRenderLink,
  children,
  className,
  ...props
}: CardTitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading data-slot="title" className={cx('jb-CardTitle', className)} {...props}>
      {href ? (
        renderLink({ id, href, className: 'jb-CardTitle-action', onClick: onPress, children })
      ) : onPress ? (
        <button id={id} type="button" className="jb-CardTitle-action" onClick={onPress}>
          {children}
        </button>
      ) : (
        <span id={id}>{children}</span>
      )}
    </Heading>
  );
}
