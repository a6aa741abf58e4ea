// Our own ads: one of the library's offers, or (when the network is blocked, one time in five) a
// note asking the reader to allow ads. Plain elements and a CSS module: MUI is not loaded here.
import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { AdShape, InHouseAd as InHouseAdRecord } from '@site/src/lib/ads';
import styles from './AdContent.module.css';

export function InHouseAd({ ad, shape }: { ad: InHouseAdRecord; shape: AdShape }) {
  const img = useBaseUrl(`/${ad.img}`);
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
          <strong>{ad.name}</strong> — {ad.description}
        </span>
        <span className={styles.poweredby}>ad by {ad.poweredby}</span>
      </span>
    </a>
  );
}

export function AllowAdsNote() {
  return (
    <p className={styles.allowAds} data-ad-source="allow-ads">
      <strong>Please consider allowing ads on this site.</strong> This documentation is free to read; the few discreet
      ads we show pay for its hosting and for part of the time the maintainers spend writing and checking it.
    </p>
  );
}
