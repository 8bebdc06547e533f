import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import * as buildingCardStories from '../../packages/ui/src/building-card/BuildingCard.stories';
import * as buttonStories from '../../packages/ui/src/button/Button.stories';
import * as carouselStories from '../../packages/ui/src/carousel/CampusCarousel.stories';
import * as filterBarStories from '../../packages/ui/src/filter-bar/FilterBar.stories';
import * as keywordTagRowStories from '../../packages/ui/src/keyword-tag-row/KeywordTagRow.stories';
import * as mapMarkerStories from '../../packages/ui/src/map-marker/MapMarker.stories';
import * as rangeSliderStories from '../../packages/ui/src/range-slider/RangeSlider.stories';
import * as reviewCardStories from '../../packages/ui/src/review-card/ReviewCard.stories';
import * as starRatingStories from '../../packages/ui/src/star-rating/StarRating.stories';
import * as statusBadgeStories from '../../packages/ui/src/status-badge/StatusBadge.stories';
import * as wizardStepStories from '../../packages/ui/src/wizard-step/WizardStep.stories';
import { renderStory } from './render';

// One baseline per signature component state a designer would sign off. Stories are rendered
// without their play functions: these are the resting states.
const button = composeStories(buttonStories);
const star = composeStories(starRatingStories);
const tags = composeStories(keywordTagRowStories);
const review = composeStories(reviewCardStories);
const building = composeStories(buildingCardStories);
const carousel = composeStories(carouselStories);
const badge = composeStories(statusBadgeStories);
const filterBar = composeStories(filterBarStories);
const marker = composeStories(mapMarkerStories);
const slider = composeStories(rangeSliderStories);
const wizard = composeStories(wizardStepStories);

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

test('StarRating sizes and compact', async () => {
  const frame = await renderStory(() => (
    <div style={{ display: 'grid', gap: 12 }}>
      <star.Sizes />
      <star.Compact />
      <star.InputSizes />
    </div>
  ));
  await expect.element(frame).toMatchScreenshot('star-rating');
});

test('KeywordTagRow collapses into +N', async () => {
  const frame = await renderStory(() => (
    <div style={{ display: 'grid', gap: 12 }}>
      <tags.TenTags />
      <tags.LongLabels />
    </div>
  ));
  await expect.element(frame).toMatchScreenshot('keyword-tag-row');
});

test('ReviewCard kinds', async () => {
  const frame = await renderStory(() => (
    <div style={{ display: 'grid', gap: 12 }}>
      <review.General />
      <review.Dormitory />
      <review.Agency />
    </div>
  ));
  await expect.element(frame).toMatchScreenshot('review-card');
});

test('BuildingCard kinds', async () => {
  const frame = await renderStory(() => (
    <div style={{ display: 'grid', gap: 12 }}>
      <building.General />
      <building.Dormitory />
      <building.Agency />
    </div>
  ));
  await expect.element(frame).toMatchScreenshot('building-card');
});

test('Campus carousel with one campus and its placeholder', async () => {
  const frame = await renderStory(carousel.OneCampus);
  await expect.element(frame).toMatchScreenshot('campus-carousel-one');
});

test('Status badges, filter bar and map markers', async () => {
  const frame = await renderStory(() => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <badge.Verified />
        <badge.Pending />
        <badge.Unverified />
      </div>
      <filterBar.Active />
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <marker.General />
        <marker.Dormitory />
        <marker.Agency />
        <marker.Selected />
      </div>
    </div>
  ));
  await expect.element(frame).toMatchScreenshot('map-visuals');
});

test('Price range sliders', async () => {
  const frame = await renderStory(() => (
    <div style={{ display: 'grid', gap: 24 }}>
      <slider.Deposit />
      <slider.MonthlyRent />
    </div>
  ));
  await expect.element(frame).toMatchScreenshot('range-sliders');
});

test('WizardStep layout', async () => {
  const frame = await renderStory(wizard.Progress);
  await expect.element(frame).toMatchScreenshot('wizard-step');
});
