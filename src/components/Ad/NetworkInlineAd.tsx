// The network's inline ad, drawn by us from the network's JSON. Every field is set as text or as
// an attribute, never as HTML; links and images must be http(s) (checked in src/lib/ads.ts).
import React, { useEffect, useState } from 'react';
import { fetchNetworkAd, networkJsonUrl, trackingUrls, type NetworkAd } from '@site/src/lib/ads';
import styles from './AdContent.module.css';

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

export default function NetworkInlineAd({ zone, onShown }: { zone: string; onShown: () => void }) {
  // undefined while asking, null when there is none: the reserved box then stays blank.
  const [ad, setAd] = useState<NetworkAd | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void fetchNetworkAd(fetchJson, networkJsonUrl(zone)).then((found) => {
      if (live) setAd(found);
    });
    return () => {
      live = false;
    };
  }, [zone]);

  useEffect(() => {
    if (!ad) return;
    // The network counts the impression through these requests.
    for (const url of trackingUrls(ad)) new Image().src = url;
    onShown();
  }, [ad, onShown]);

  if (!ad) return null;
  return (
    <a
      className={styles.ad}
      href={ad.statlink}
      target="_blank"
      rel="noopener sponsored"
      data-ga-event-category="ad"
      data-ga-event-action="click"
      data-ga-event-label={`carbon-${ad.company ?? 'unknown'}`}
      data-ad-source="carbon"
    >
      {ad.image && <img className={styles.inlineImage} src={ad.image} alt="" width={24} height={24} />}
      <span className={styles.body}>
        <span className={styles.text}>
          {ad.company && <strong>{ad.company}</strong>}
          {ad.company && ad.description ? ' — ' : null}
          {ad.description}
        </span>
        <span className={styles.poweredby}>ads via Carbon</span>
      </span>
    </a>
  );
}
