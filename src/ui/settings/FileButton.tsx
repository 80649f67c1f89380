/** A labelled button that picks one file, hands it on, and reports what came of it. */
export function FileButton({
  label,
  accept,
  onFile,
  onDone,
}: {
  label: string;
  accept: string;
  onFile: (file: File) => Promise<string>;
  onDone: (message: string) => void;
}) {
  return (
    <label className="button">
      {label}
      <input
        type="file"
        accept={accept}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void onFile(file).then(onDone);
        }}
      />
    </label>
  );
}
