/**
 * What the dialog and the /search page share besides results: the notice of a corrected query with
 * its way back to the words as typed, and the choice of a docs section.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { loadSections } from './pagefind';
import styles from './styles.module.css';

export function Correction({
  corrected,
  original,
  onSearchOriginal,
}: {
  corrected: string;
  original: string;
  onSearchOriginal: () => void;
}): ReactNode {
  return (
    <p className={styles.correction}>
      Showing results for <strong>{corrected}</strong>.{' '}
      <button type="button" className={styles.linkButton} onClick={onSearchOriginal}>
        Search instead for <em>{original}</em>
      </button>
    </p>
  );
}

/** The docs sections (outermost sidebar groups), read from the index when the docs scope is chosen. */
export function SectionSelect({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (section: string) => void;
  className?: string;
}): ReactNode {
  const baseUrl = useBaseUrl('/');
  const [sections, setSections] = useState<string[]>(value ? [value] : []);
  useEffect(() => {
    let current = true;
    void loadSections(baseUrl).then((found) => current && found.length > 0 && setSections(found));
    return () => {
      current = false;
    };
  }, [baseUrl]);
  return (
    <select aria-label="Section" className={className} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">All sections</option>
      {sections.map((section) => (
        <option key={section} value={section}>
          {section}
        </option>
      ))}
    </select>
  );
}
