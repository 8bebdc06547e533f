import type { University } from '@jjinbbang/domain';
import { SettingsRow } from '@jjinbbang/ui';
import { Link } from 'wouter';
import { assetUrl } from '../../api/assets';
import { links } from '..';

/** Universities as rows; each opens home with its campuses in the carousel (`/?university=`). */
export function UniversityRows({
  universities,
  chosenId,
  label,
}: {
  universities: readonly University[];
  chosenId: number | null;
  label: string;
}) {
  return (
    <ul className="jb-app-list jb-home-universities" aria-label={label}>
      {universities.map((university) => (
        <li key={university.id}>
          <SettingsRow
            asChild
            icon={
              university.universityLogo ? (
                <img src={assetUrl(university.universityLogo)} alt="" width={32} height={32} />
              ) : (
                // No logo yet: the name's first two letters on a neutral badge, like the seeded logos.
                <span className="jb-home-logo">{university.universityName.slice(0, 2)}</span>
              )
            }
            trailing={`캠퍼스 ${university.campuses.length}곳`}
          >
            <Link
              href={links.home({ universityId: university.id })}
              aria-current={chosenId === university.id ? 'true' : undefined}
            >
              {university.universityName}
            </Link>
          </SettingsRow>
        </li>
      ))}
    </ul>
  );
}
