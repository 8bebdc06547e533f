import { formatDate, type ListEntry } from '@jjinbbang/domain';
import { BuildingCard, type CardLinkProps, ReviewCard } from '@jjinbbang/ui';
import { Link } from 'wouter';
import { links } from '..';

export interface EntryCardProps {
  entry: ListEntry;
  headingLevel?: 2 | 3 | 4;
  /**
   * On a building's own page the building's name is the page title, so its review cards lead with their type
   * line instead of repeating the name.
   */
  withinBuilding?: boolean;
  /** The heart was tapped; the heart waits while the promise it returns runs. Without it the heart only shows the state. */
  onLikeChange?: (entry: ListEntry, liked: boolean) => PromiseLike<unknown>;
  /** Overrides where the card leads (e.g. the map's search results move the map instead). */
  onPress?: () => void;
  /** Called as the card's link is followed (e.g. the map's list remembers its scroll first). */
  onFollow?: () => void;
}

/** The address a list entry opens: its review (with ?reviewType) or its building (with ?isAgency). */
export function entryLink(entry: ListEntry): string {
  return entry.kind === 'review'
    ? links.review(entry.id, entry.reviewKind)
    : links.building(entry.id, { isAgency: entry.isAgency });
}

const KIND = { GENERAL: 'general', DORM: 'dormitory', AGENCY: 'agency' } as const;

/** One list entry as its card: the one place that turns the tagged form into card props. */
export function EntryCard({
  entry,
  headingLevel = 3,
  withinBuilding = false,
  onLikeChange,
  onPress,
  onFollow,
}: EntryCardProps) {
  const renderLink = onFollow
    ? (props: CardLinkProps) => (
        <Link
          {...props}
          onClick={(event) => {
            props.onClick?.(event);
            onFollow();
          }}
        />
      )
    : RouterLink;
  const target = onPress ? { onPress } : { href: entryLink(entry), renderLink };
  const like = onLikeChange && ((liked: boolean) => onLikeChange(entry, liked));
  if (entry.kind === 'review') {
    return (
      <ReviewCard
        {...target}
        title={withinBuilding ? entry.typeLabel : entry.name}
        typeLabel={withinBuilding ? null : entry.typeLabel}
        priceSummary={entry.priceSummary}
        content={entry.content}
        keywords={entry.keywords}
        rating={entry.rating}
        updatedAt={entry.updatedAt}
        likeCount={entry.likeCount}
        liked={entry.liked}
        image={entry.image}
        kind={KIND[entry.reviewKind]}
        headingLevel={headingLevel}
        onLikeChange={like}
        // Type lines repeat among one building's reviews; the date tells their hearts apart for screen readers.
        labels={
          withinBuilding
            ? {
                like: (title) => `${formatDate(entry.updatedAt)} ${title} 후기 좋아요`,
                unlike: (title) => `${formatDate(entry.updatedAt)} ${title} 후기 좋아요 취소`,
              }
            : undefined
        }
      />
    );
  }
  return (
    <BuildingCard
      {...target}
      name={entry.name}
      typeLabel={entry.typeLabel}
      address={entry.address}
      rating={entry.rating}
      reviewCount={entry.reviewCount}
      costSummary={entry.costSummary}
      newestReview={entry.newestReview}
      liked={entry.liked}
      image={entry.image}
      kind={KIND[entry.reviewKind]}
      headingLevel={headingLevel}
      onLikeChange={like}
    />
  );
}

function RouterLink(props: CardLinkProps) {
  return <Link {...props} />;
}
