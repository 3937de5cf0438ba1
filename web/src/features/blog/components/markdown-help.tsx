import { useState } from 'react';
import { Button } from '#web/components/ui/button/button.tsx';
import { Modal } from '#web/components/ui/modal/modal.tsx';
import { DataTable } from '#web/components/ui/table/data-table.tsx';

type Example = [code: string, meaning: string];

const examples: Example[] = [
  ['# Heading, ## Smaller heading', 'Headings'],
  ['**bold**, *italic*, `code`', 'Emphasis and inline code'],
  ['[text](https://example.com)', 'Links (http, https, mailto or a site path)'],
  ['![alt text](/api/blog-images/…)', 'Images: upload them on the file-upload page and paste the line it gives'],
  ['- item', 'Bulleted lists; 1. for numbered ones'],
  ['> quote', 'Quotes'],
  ['```', 'Code blocks: a line of three back-ticks before and after'],
];

/** Markdown cheat sheet in a full-screen modal. Raw HTML is shown as text, never run. */
export function MarkdownHelp() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Markdown help
      </Button>
      <Modal open={open} title="Markdown help" onClose={() => setOpen(false)}>
        <DataTable<Example>
          caption="Markdown you can write"
          columns={[
            { key: 'code', header: 'You write', cell: ([code]) => <code>{code}</code> },
            { key: 'meaning', header: 'For', cell: ([, meaning]) => meaning },
          ]}
          rows={examples}
          rowKey={([code]) => code}
          showHeader={false}
          cards={false}
        />
        <p>HTML tags are not allowed: they appear as plain text in the post.</p>
      </Modal>
    </>
  );
}
