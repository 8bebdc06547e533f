import {
  Controls,
  Description,
  Heading,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';

/**
 * Every docs page: Storybook's own order (title, description, first example and its controls, every state), with
 * the page's Korean text for designers first and, when the page has one, the component's code comment (written for
 * developers, often in English) under "개발자 메모" at the end instead of in its place.
 */
export function DocsPage() {
  const { csfFile, preparedMeta } = useOf('meta', ['meta']);
  const single = Object.keys(csfFile.stories).length === 1;
  const { component, parameters } = preparedMeta;
  const forDesigners = parameters.docs?.description?.component;
  const forDevelopers: string | undefined = forDesigners
    ? parameters.docs?.extractComponentDescription?.(component, { component, parameters })
    : undefined;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {single && <Description of="story" />}
      <Primary />
      <Controls />
      {!single && <Stories title="상태별 예시" />}
      {forDevelopers && forDevelopers !== forDesigners && (
        <>
          <Heading>개발자 메모</Heading>
          <Markdown>{forDevelopers}</Markdown>
        </>
      )}
    </>
  );
}
