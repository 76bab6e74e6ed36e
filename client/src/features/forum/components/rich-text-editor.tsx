import { useLayoutEffect, useRef } from 'react';

/** The formatting the server keeps (gateway/src/forum/sanitize.ts); nothing else is offered. */
const TOOLS: { cmd: string; arg?: string; label: string; title: string }[] = [
  { cmd: 'bold', label: 'B', title: '加粗' },
  { cmd: 'italic', label: 'I', title: '斜体' },
  { cmd: 'underline', label: 'U', title: '下划线' },
  { cmd: 'strikeThrough', label: 'S', title: '删除线' },
  { cmd: 'formatBlock', arg: 'h3', label: '标题', title: '小标题' },
  { cmd: 'formatBlock', arg: 'blockquote', label: '引用', title: '引用' },
  { cmd: 'insertUnorderedList', label: '• 列表', title: '无序列表' },
  { cmd: 'insertOrderedList', label: '1. 列表', title: '有序列表' },
];

/**
 * A small rich-text box: contentEditable with the allow-listed formatting buttons. The HTML it produces is
 * only a suggestion — the server sanitizes it, and text typed here (even "<script>") is text.
 */
export function RichTextEditor({
  onChange,
  initialHtml = '',
}: {
  onChange: (html: string) => void;
  /** An edited post's content ([F16]), already through safeHtml; set once, then the box is the user's. */
  initialHtml?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // The first content only: a later prop never overwrites what the user typed. Set in the commit that mounts
  // the box (a layout effect), so the editor is never painted empty beside its filled title.
  useLayoutEffect(() => {
    if (box.current && initialHtml) box.current.innerHTML = initialHtml;
  }, []);
  const apply = (cmd: string, arg?: string) => {
    box.current?.focus();
    // execCommand is deprecated but still the only built-in way to format a selection in every browser.
    document.execCommand(cmd, false, arg);
    onChange(box.current?.innerHTML ?? '');
  };
  return (
    <div className="forum-editor">
      <div className="forum-editor-tools" role="toolbar" aria-label="格式">
        {TOOLS.map((t) => (
          <button
            key={t.title}
            type="button"
            title={t.title}
            aria-label={t.title}
            // Keeps the selection in the box when a tool is clicked.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => apply(t.cmd, t.arg)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text box has no native element. */}
      <div
        ref={box}
        className="forum-editor-box"
        contentEditable
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-label="帖子内容"
        data-placeholder="分享你的观点…"
        suppressContentEditableWarning
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
        onPaste={(e) => {
          // Pasted pages bring styles and scripts; paste as plain text.
          e.preventDefault();
          document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
        }}
      />
    </div>
  );
}
