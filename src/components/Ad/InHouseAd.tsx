// Our own ads: one of the library's offers, or (when the network is blocked, one time in five) a
// note asking the reader to allow ads. Plain elements and a CSS module: MUI is not loaded here.
import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { AdShape, InHouseAd as InHouseAdRecord } from '@site/src/lib/ads';
import { useStrings } from '@site/src/components/DocsProvider/useStrings';
import { AD_STRINGS } from '@site/src/lib/adStrings';
import styles from './AdContent.module.css';

export function InHouseAd({ ad, shape }: { ad: InHouseAdRecord; shape: AdShape }) {
  const img = useBaseUrl(`/${ad.img}`);
  const t = useStrings(AD_STRINGS);
  return (
    <a
      className={styles.ad}
      href={ad.link}
      target="_blank"
      rel="noopener sponsored"
      data-ga-event-category="ad"
      data-ga-event-action="click"
      data-ga-event-label={ad.label}
      data-ad-source="in-house"
    >
      {shape === 'image' && <img className={styles.image} src={img} alt="" width={130} height={100} />}
      <span className={styles.body}>
        <span className={styles.text}>
          <strong>{ad.name}</strong> — {t(ad.description)}
        </span>
        <span className={styles.poweredby}>{t('ad.poweredBy', { name: ad.poweredby })}</span>
      </span>
    </a>
  );
}

export function AllowAdsNote() {
  const t = useStrings(AD_STRINGS);
  return (
    <p className={styles.allowAds} data-ad-source="allow-ads">
      <strong>{t('ad.allowAds.title')}</strong> {t('ad.allowAds.body')}
    </p>
  );
}
