import { useState, type ReactNode } from 'react';

/** A search box with its button; extra controls (switches, actions) go in as children. */
export function SearchForm(props: {
  label: string;
  placeholder: string;
  button: string;
  onSearch: (query: string) => void;
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState('');
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch(draft);
      }}
    >
      <label>
        <span className="visually-hidden">{props.label}</span>
        <input
          type="search"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
          }}
          placeholder={props.placeholder}
        />
      </label>
      <button type="submit">{props.button}</button>
      {props.children}
    </form>
  );
}
