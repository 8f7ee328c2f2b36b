import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { setVoiceFilters } from './voices-actions';
import { dialectName } from './use-visible-voices';

/** The dialects as a single-choice filter, each with its voice count. */
export function DialectList() {
  const { t } = useTranslation();
  const language = useStudioStore((s) => s.ui.language);
  const dialects = useStudioStore((s) => s.voices.dialects);
  const selected = useStudioStore((s) => s.voices.filters.dialectCode);
  const total = useStudioStore((s) => s.voices.voices.length);
  return (
    <nav className="voices-dialects" aria-label={t('voices.filters.dialects')}>
      <ul>
        <li>
          <button
            type="button"
            className="voices-dialect"
            aria-pressed={selected === null}
            onClick={() => setVoiceFilters({ dialectCode: null })}
          >
            <span className="voices-dialect-name">{t('voices.filters.allDialects')}</span>
            <span className="voices-dialect-count">{t('voices.dialectCount', { count: total })}</span>
          </button>
        </li>
        {dialects.map((dialect) => (
          <li key={dialect.id}>
            <button
              type="button"
              className="voices-dialect"
              aria-pressed={selected === dialect.code}
              data-dialect={dialect.code}
              onClick={() => setVoiceFilters({ dialectCode: selected === dialect.code ? null : dialect.code })}
            >
              {/* Names from the service, each isolated: "Arabic (Saudi Arabia)" keeps its ")" in an Arabic line. */}
              <span className="voices-dialect-name">
                <bdi>{dialectName(dialect, language)}</bdi>
                {language === 'ar' && dialect.nameAr && (
                  <span className="voices-dialect-other" lang="en">
                    {' '}
                    · <bdi>{dialect.name}</bdi>
                  </span>
                )}
                {language !== 'ar' && dialect.nameAr && (
                  <span className="voices-dialect-other" lang="ar">
                    {' '}
                    · <bdi>{dialect.nameAr}</bdi>
                  </span>
                )}
              </span>
              <span className="voices-dialect-count">{t('voices.dialectCount', { count: dialect.voiceCount })}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
