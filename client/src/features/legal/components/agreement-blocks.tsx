import type { Block, Inline } from '../model/parse-agreement.ts';

function Inlines({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((run, i) =>
        run.strong ? <strong key={i}>{run.text}</strong> : <span key={i}>{run.text}</span>,
      )}
    </>
  );
}

/**
 * The paragraphs, sub-headings and lists of one part of an agreement. Blocks and runs of a text never
 * reorder, so their position is their key.
 */
export default function AgreementBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        if (block.kind === 'h3') return <h3 key={i}>{block.text}</h3>;
        if (block.kind === 'ul')
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inlines inlines={item} />
                </li>
              ))}
            </ul>
          );
        return (
          <p key={i}>
            <Inlines inlines={block.inlines} />
          </p>
        );
      })}
    </>
  );
}
