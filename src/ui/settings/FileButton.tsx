/** A labelled button that picks one file, hands it on, and reports what came of it, failure included. */
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
        className="visually-hidden"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file)
            void onFile(file).then(onDone, (err: unknown) => {
              onDone(
                `${file.name} could not be read: ${err instanceof Error ? err.message : String(err)}. Nothing was changed.`,
              );
            });
        }}
      />
    </label>
  );
}
