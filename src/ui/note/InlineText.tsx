import type { Inline } from '../../workers/garden/garden-api';
import { noteHref } from '../state/route';

/** A note's inline text drawn as elements: the worker sends data, never markup, so nothing here is HTML. */
export function InlineText({ parts }: { parts: readonly Inline[] }) {
  return (
    <>
      {parts.map((part, i) => (
        <Part key={i} part={part} />
      ))}
    </>
  );
}

function Part({ part }: { part: Inline }) {
  switch (part.t) {
    case 'text':
      return part.v;
    case 'strong':
      return (
        <strong>
          <InlineText parts={part.c} />
        </strong>
      );
    case 'em':
      return (
        <em>
          <InlineText parts={part.c} />
        </em>
      );
    case 'del':
      return (
        <del>
          <InlineText parts={part.c} />
        </del>
      );
    case 'code':
      return <code>{part.v}</code>;
    case 'break':
      return <br />;
    case 'link':
      return (
        <a href={part.href} target="_blank" rel="noopener noreferrer nofollow">
          <InlineText parts={part.c} />
        </a>
      );
    case 'page':
      return part.sourceId ? (
        <a className="page-link" href={noteHref(part.sourceId)}>
          {part.shown}
        </a>
      ) : (
        <span className="page-link missing" title={`No note called “${part.name}” in the garden`}>
          {part.shown}
        </span>
      );
  }
}
