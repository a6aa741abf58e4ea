// Chooses what fills the slot, loaded after hydration (see ./index.tsx). Bots get nothing. With no
// ad zone configured, our own ads show directly and nothing is requested from the network.
import React, { useCallback, useMemo, useRef, useState } from 'react';
import { isbot } from 'isbot';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  IN_HOUSE_ADS,
  displayLabel,
  isSampled,
  pickFallbackSource,
  parseAdsConfig,
  pickInHouseAd,
  type AdSource,
  type PollState,
} from '@site/src/lib/ads';
import { adEventParams, sendEvent } from '@site/src/lib/analytics';
import { useAdConfig } from './AdProvider';
import { AllowAdsNote, InHouseAd } from './InHouseAd';
import NetworkInlineAd from './NetworkInlineAd';
import CarbonImageAd from './CarbonImageAd';

export default function AdDisplay() {
  const { placement, shape } = useAdConfig();
  const ads = useDocusaurusContext().siteConfig.customFields?.ads;
  const config = useMemo(() => parseAdsConfig(ads), [ads]);
  const [choice] = useState(() => ({
    bot: isbot(navigator.userAgent),
    fallback: pickFallbackSource(Math.random()),
    inHouse: pickInHouseAd(IN_HOUSE_ADS, Math.random()),
  }));
  const reported = useRef(new Set<AdSource>());

  const reportShown = useCallback(
    (source: AdSource) => {
      if (reported.current.has(source)) return;
      reported.current.add(source);
      if (isSampled(config.displayRatio, Math.random())) {
        sendEvent('ad', adEventParams('display', displayLabel(source, placement, shape)));
      }
    },
    [config.displayRatio, placement, shape],
  );
  const onNetworkShown = useCallback(() => reportShown('carbon'), [reportShown]);
  const onPollState = useCallback(
    (state: PollState) => {
      if (state === 'network') reportShown('carbon');
      if (state === 'blocked') reportShown(choice.fallback);
    },
    [reportShown, choice.fallback],
  );

  if (!config.enabled || choice.bot) return null;

  const inHouse = <InHouseAd ad={choice.inHouse} shape={shape} />;
  if (!config.zone) return <ShownOnMount onShown={() => reportShown('in-house')}>{inHouse}</ShownOnMount>;
  if (shape === 'inline') return <NetworkInlineAd zone={config.zone} onShown={onNetworkShown} />;
  return (
    <CarbonImageAd
      zone={config.zone}
      placement={config.placement}
      fallback={choice.fallback === 'allow-ads' ? <AllowAdsNote /> : inHouse}
      onState={onPollState}
    />
  );
}

function ShownOnMount({ onShown, children }: { onShown: () => void; children: React.ReactNode }) {
  const report = useRef(onShown);
  React.useEffect(() => report.current(), []);
  return <>{children}</>;
}
