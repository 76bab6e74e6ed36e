/**
 * Reads an agreement's text (the Markdown subset of @kuyi/shared `Agreement`) into blocks the page renders
 * as React elements, so no server text ever becomes HTML. `## ` opens a section, `### ` a sub-heading,
 * `- ` a list item; lines up to a blank line form one paragraph; `**…**` is bold and `\*` a literal star.
 */
export type Inline = { text: string; strong: boolean };
export type Block =
  | { kind: 'p'; inlines: Inline[] }
  | { kind: 'h3'; text: string }
  | { kind: 'ul'; items: Inline[][] };
export interface Section {
  /** A stable anchor for the table of contents: `section-1`, `section-2` … */
  id: string;
  title: string;
  blocks: Block[];
}
export interface ParsedAgreement {
  /** What comes before the first section (the preamble). */
  intro: Block[];
  sections: Section[];
}

/** Splits `**bold**` runs; `\*` stands for a star that opens nothing (masked numbers like 138\*\*\*\*8000). */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let strong = false;
  let run = '';
  const flush = () => {
    if (run) out.push({ text: run, strong });
    run = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && text[i + 1] === '*') {
      run += '*';
      i++;
    } else if (ch === '*' && text[i + 1] === '*') {
      flush();
      strong = !strong;
      i++;
    } else {
      run += ch;
    }
  }
  flush();
  return out;
}

/** Strips the escapes from a heading, which is shown as plain text. */
const plain = (text: string) =>
  parseInline(text)
    .map((i) => i.text)
    .join('');

export function parseAgreement(content: string): ParsedAgreement {
  const intro: Block[] = [];
  const sections: Section[] = [];
  let blocks = intro;
  let paragraph: string[] = [];
  let list: Inline[][] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'p', inlines: parseInline(paragraph.join('')) });
    paragraph = [];
    list = null;
  };
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('## ')) {
      flush();
      const section = {
        id: `section-${sections.length + 1}`,
        title: plain(line.slice(3).trim()),
        blocks: [],
      };
      sections.push(section);
      blocks = section.blocks;
    } else if (line.startsWith('### ')) {
      flush();
      blocks.push({ kind: 'h3', text: plain(line.slice(4).trim()) });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      if (!list) {
        list = [];
        blocks.push({ kind: 'ul', items: list });
      }
      list.push(parseInline(line.slice(2).trim()));
    } else if (line === '') {
      flush();
    } else {
      if (list) list = null;
      // Chinese lines join without a space.
      paragraph.push(line);
    }
  }
  flush();
  return { intro, sections };
}
