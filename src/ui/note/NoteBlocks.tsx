import { useEffect, useRef } from 'react';
import type { NodeState } from '../../core/types';
import type { NoteBlock, SegmentMark } from '../../workers/garden/garden-api';
import { InlineText } from './InlineText';
import { SegmentMarks } from './SegmentMarks';

/** The state a block is drawn in: its least living segment's (one composted line marks the block). */
const ORDER: NodeState[] = ['composted', 'quarantined', 'dormant', 'active'];
const stateOf = (marks: readonly SegmentMark[]): NodeState | undefined =>
  ORDER.find((state) => marks.some((m) => m.node?.state === state));

const marksOf = (block: NoteBlock): SegmentMark[] =>
  block.kind === 'table' ? block.rows.flatMap((r) => r.segments) : block.segments;

/** A note's text, block by block, each marked with what the garden made of it. */
export function NoteBlocks({ blocks, focus }: { blocks: readonly NoteBlock[]; focus: string | undefined }) {
  const focused = useRef<HTMLDivElement>(null);
  useEffect(() => {
    focused.current?.scrollIntoView({ block: 'center' });
  }, [focus, blocks]);
  return (
    <section className="note-text" aria-label="The note as written">
      {blocks.map((block, i) => {
        const marks = marksOf(block);
        const holdsFocus = focus !== undefined && marks.some((m) => m.node?.id === focus);
        return (
          <div
            key={i}
            ref={holdsFocus ? focused : undefined}
            className={`note-block${holdsFocus ? ' focused' : ''}`}
            data-state={stateOf(marks)}
            style={{ marginInlineStart: `${String(block.depth * 1.25)}rem` }}
          >
            <Block block={block} />
            <SegmentMarks marks={marks} focus={focus} />
          </div>
        );
      })}
    </section>
  );
}

function Block({ block }: { block: NoteBlock }) {
  switch (block.kind) {
    case 'heading': {
      // The note's title is the page's heading: its own headings sit below it.
      const Tag = `h${String(Math.min(6, block.depth + 2))}` as 'h3';
      return (
        <Tag className="note-heading">
          <InlineText parts={block.inline} />
        </Tag>
      );
    }
    case 'item':
      return (
        <p className="note-item">
          <InlineText parts={block.inline} />
        </p>
      );
    case 'quote':
      return (
        <blockquote>
          <InlineText parts={block.inline} />
        </blockquote>
      );
    case 'code':
      return (
        <pre>
          <code>
            <InlineText parts={block.inline} />
          </code>
        </pre>
      );
    case 'table':
      return (
        <table className="note-table">
          <thead>
            <tr>
              {block.header.map((cell, i) => (
                <th key={i} scope="col">
                  <InlineText parts={cell} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r}>
                {row.cells.map((cell, i) => (
                  <td key={i}>
                    <InlineText parts={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    default:
      return (
        <p>
          <InlineText parts={block.inline} />
        </p>
      );
  }
}
