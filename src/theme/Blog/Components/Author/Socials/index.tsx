// Swizzled (ejected, small) from @docusaurus/theme-classic 3.10 (MIT, Facebook, Inc. and its
// affiliates). The stock component imports an icon for each of twelve platforms, about 7 KB gzip of
// SVG on every blog page, whether or not an author lists any of them (ours list none; the author's
// name links to GitHub). Here GitHub and e-mail, the accounts a framework author is likely to list,
// keep their icons; any other platform gets the theme's generic link icon with the platform's name
// as its title.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import GitHub from '@theme/Icon/Socials/GitHub';
import Email from '@theme/Icon/Socials/Email';
import DefaultSocialIcon from '@theme/Icon/Socials/Default';
import type { Props } from '@theme/Blog/Components/Author/Socials';
import styles from './styles.module.css';

const platforms: Record<string, { Icon: typeof DefaultSocialIcon; label: string }> = {
  github: { Icon: GitHub, label: 'GitHub' },
  email: { Icon: Email, label: 'Email' },
};

export default function BlogAuthorSocials({ author }: Props): ReactNode {
  return (
    <div className={styles.authorSocials}>
      {Object.entries(author.socials ?? {}).map(([platform, link]) => {
        const { Icon, label } = platforms[platform] ?? { Icon: DefaultSocialIcon, label: platform };
        return (
          <Link key={platform} className={styles.authorSocialLink} href={link} title={label} aria-label={label}>
            <Icon className={clsx(styles.authorSocialIcon)} />
          </Link>
        );
      })}
    </div>
  );
}
