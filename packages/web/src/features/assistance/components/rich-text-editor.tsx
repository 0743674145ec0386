import FormatBoldOutlined from '@mui/icons-material/FormatBoldOutlined';
import FormatItalicOutlined from '@mui/icons-material/FormatItalicOutlined';
import FormatListBulletedOutlined from '@mui/icons-material/FormatListBulletedOutlined';
import FormatListNumberedOutlined from '@mui/icons-material/FormatListNumberedOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { TooltipIconButton } from '#web/components/tooltip-icon-button.tsx';

type RichTextEditorProps = {
  label: string;
  /** Called with the editor's HTML ('' when it holds nothing) on every change. */
  onChange: (html: string) => void;
  error?: string | undefined;
};

function ToolbarButton(props: { label: string; isActive: boolean; onClick: () => void; icon: ReactNode }) {
  return (
    <TooltipIconButton
      title={props.label}
      icon={props.icon}
      onClick={props.onClick}
      size="small"
      color={props.isActive ? 'primary' : 'default'}
      isPressed={props.isActive}
    />
  );
}

/** A rich-text field on Tiptap (ProseMirror): bold, italic and lists, which support reads as HTML. */
export function RichTextEditor({ label, onChange, error }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false })],
    content: '',
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  return (
    <Stack spacing={0.5}>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '& .tiptap': { minHeight: 180, p: 1.5, outline: 'none' },
          '& .tiptap p': { m: 0 },
        }}
      >
        <Stack direction="row" spacing={0.5} sx={{ borderBottom: 1, borderColor: 'divider', p: 0.5 }}>
          <ToolbarButton
            label="Negrita"
            isActive={editor.isActive('bold')}
            onClick={() => editor.chain().focus().toggleBold().run()}
            icon={<FormatBoldOutlined fontSize="small" />}
          />
          <ToolbarButton
            label="Cursiva"
            isActive={editor.isActive('italic')}
            onClick={() => editor.chain().focus().toggleItalic().run()}
            icon={<FormatItalicOutlined fontSize="small" />}
          />
          <ToolbarButton
            label="Lista"
            isActive={editor.isActive('bulletList')}
            onClick={() => editor.chain().focus().toggleBulletList().run()}
            icon={<FormatListBulletedOutlined fontSize="small" />}
          />
          <ToolbarButton
            label="Lista numerada"
            isActive={editor.isActive('orderedList')}
            onClick={() => editor.chain().focus().toggleOrderedList().run()}
            icon={<FormatListNumberedOutlined fontSize="small" />}
          />
        </Stack>
        <EditorContent editor={editor} />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
