import { useTranslation } from 'react-i18next';
import { sectionIds, showSection, useStudioStore } from '../store';
import { sectionLabelKeys } from './sections';

export function Sidebar() {
  const { t } = useTranslation();
  const current = useStudioStore((state) => state.ui.section);
  return (
    <nav className="sidebar" aria-label={t('nav.label')}>
      <ul className="sidebar-list">
        {sectionIds.map((section) => (
          <li key={section}>
            <button
              type="button"
              className="sidebar-item"
              data-section={section}
              aria-current={section === current ? 'page' : undefined}
              onClick={() => showSection(section)}
            >
              {t(sectionLabelKeys[section])}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
