/** The largest source the valve admits, in UTF-8 bytes. */
export const MAX_SOURCE_BYTES = 5 * 1024 * 1024;

/** File endings the valve understands, and how each is read. */
export const KIND_BY_EXTENSION = {
  md: 'markdown',
  markdown: 'markdown',
  txt: 'text',
  text: 'text',
  html: 'html',
  htm: 'html',
  csv: 'text',
  vcf: 'text',
  ics: 'text',
  json: 'conversation',
} as const;
