import {
  IN_HOUSE_ADS,
  MAX_JSON_ATTEMPTS,
  carbonScriptUrl,
  displayLabel,
  fetchNetworkAd,
  firstValidAd,
  isSampled,
  isWebUrl,
  networkJsonUrl,
  parseAdsConfig,
  parseRatio,
  pickAdShape,
  pickFallbackSource,
  pickInHouseAd,
  pollStep,
  trackingUrls,
} from '@site/src/lib/ads';

const validAd = {
  statlink: 'https://srv.buysellads.com/click/1',
  statimp: 'https://srv.buysellads.com/imp/1',
  image: 'https://cdn.example.test/logo.png',
  company: 'Acme',
  description: 'Tables that scale',
  pixel: 'https://px.example.test/a?t=[timestamp]||https://px.example.test/b',
  timestamp: '1700000000',
};

describe('configuration', () => {
  it('turns the network off when the field is missing or malformed', () => {
    expect(parseAdsConfig(undefined)).toEqual({ enabled: false, zone: '', placement: '', displayRatio: 0.1 });
    expect(parseAdsConfig({ enabled: true, zone: ' Z1 ', placement: 'p', displayRatio: 3 })).toEqual({
      enabled: true,
      zone: 'Z1',
      placement: 'p',
      displayRatio: 0.1,
    });
  });

  it('reads ratios from the environment within 0 and 1', () => {
    expect(parseRatio(undefined, 0.01)).toBe(0.01);
    expect(parseRatio('', 0.01)).toBe(0.01);
    expect(parseRatio('0.5', 0.01)).toBe(0.5);
    expect(parseRatio('2', 0.01)).toBe(0.01);
    expect(parseRatio('half', 0.01)).toBe(0.01);
  });
});

describe('per-visit choices', () => {
  it('draws the inline shape one time in five', () => {
    expect(pickAdShape(0)).toBe('inline');
    expect(pickAdShape(0.199)).toBe('inline');
    expect(pickAdShape(0.2)).toBe('image');
    expect(pickAdShape(0.99)).toBe('image');
  });

  it('asks to allow ads one time in five when the network is blocked', () => {
    expect(pickFallbackSource(0.1)).toBe('allow-ads');
    expect(pickFallbackSource(0.2)).toBe('in-house');
  });

  it('picks every in-house ad and never falls off the list', () => {
    expect(pickInHouseAd(IN_HOUSE_ADS, 0)).toBe(IN_HOUSE_ADS[0]);
    expect(pickInHouseAd(IN_HOUSE_ADS, 0.999)).toBe(IN_HOUSE_ADS[4]);
    expect(pickInHouseAd(IN_HOUSE_ADS, 1)).toBe(IN_HOUSE_ADS[4]);
  });

  it('samples displays by the configured ratio', () => {
    expect(isSampled(0.1, 0.05)).toBe(true);
    expect(isSampled(0.1, 0.1)).toBe(false);
    expect(isSampled(0, 0)).toBe(false);
  });

  it('labels a display by source, placement and shape', () => {
    expect(displayLabel('in-house', 'body-top', 'image')).toBe('in-house-body-top-image');
    expect(displayLabel('carbon', 'body-top', 'inline')).toBe('carbon-body-top-inline');
  });
});

describe('in-house ads', () => {
  it('has five complete records with local artwork and distinct labels', () => {
    expect(IN_HOUSE_ADS).toHaveLength(5);
    for (const ad of IN_HOUSE_ADS) {
      expect(ad.link).toMatch(/^https:\/\//);
      expect(ad.img).toMatch(/^img\/ads\/[\w-]+\.svg$/);
      expect(ad.name && ad.description && ad.poweredby).toBeTruthy();
    }
    expect(new Set(IN_HOUSE_ADS.map((ad) => ad.label)).size).toBe(5);
  });
});

describe('detection of a blocked network', () => {
  it('waits for six polls, then falls back while still polling up to thirty', () => {
    expect(pollStep(1, false)).toEqual({ state: 'waiting', pollAgain: true });
    expect(pollStep(6, false)).toEqual({ state: 'waiting', pollAgain: true });
    expect(pollStep(7, false)).toEqual({ state: 'blocked', pollAgain: true });
    expect(pollStep(29, false)).toEqual({ state: 'blocked', pollAgain: true });
    expect(pollStep(30, false)).toEqual({ state: 'blocked', pollAgain: false });
  });

  it('stops as soon as the network ad is there, even after the fallback', () => {
    expect(pollStep(2, true)).toEqual({ state: 'network', pollAgain: false });
    expect(pollStep(12, true)).toEqual({ state: 'network', pollAgain: false });
  });
});

describe('network URLs', () => {
  it('builds the script and JSON addresses from the zone and placement', () => {
    expect(carbonScriptUrl('CE7', 'docs x')).toBe('https://cdn.carbonads.com/carbon.js?serve=CE7&placement=docs+x');
    expect(networkJsonUrl('CE7')).toBe('https://srv.buysellads.com/ads/CE7.json');
  });

  it('accepts only http(s) links', () => {
    expect(isWebUrl('https://a.test/')).toBe(true);
    expect(isWebUrl('//a.test/x')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('/relative')).toBe(false);
    expect(isWebUrl(42)).toBe(false);
  });
});

describe('network JSON', () => {
  it('skips empty entries and entries without a usable statlink', () => {
    const json = {
      ads: [{}, { company: 'No link' }, { statlink: 'javascript:alert(1)' }, validAd, { statlink: 'https://b.test' }],
    };
    expect(firstValidAd(json)).toEqual(validAd);
  });

  it('returns null for replies without ads', () => {
    expect(firstValidAd(null)).toBeNull();
    expect(firstValidAd({})).toBeNull();
    expect(firstValidAd({ ads: [{}] })).toBeNull();
  });

  it('drops an image that is not an http(s) URL', () => {
    expect(firstValidAd({ ads: [{ ...validAd, image: 'data:text/html,x' }] })?.image).toBeUndefined();
  });

  it('retries while the reply has no valid ad, up to ten times', async () => {
    const fetchJson = jest
      .fn()
      .mockResolvedValueOnce({ ads: [{}] })
      .mockResolvedValueOnce({ ads: [validAd] });
    await expect(fetchNetworkAd(fetchJson, 'u')).resolves.toEqual(validAd);
    expect(fetchJson).toHaveBeenCalledTimes(2);

    const never = jest.fn().mockResolvedValue({ ads: [] });
    await expect(fetchNetworkAd(never, 'u')).resolves.toBeNull();
    expect(never).toHaveBeenCalledTimes(MAX_JSON_ATTEMPTS);
  });

  it('gives up with null on any failure', async () => {
    const failing = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchNetworkAd(failing, 'u')).resolves.toBeNull();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('lists the impression and every pixel with the timestamp filled in', () => {
    expect(trackingUrls(validAd)).toEqual([
      'https://srv.buysellads.com/imp/1',
      'https://px.example.test/a?t=1700000000',
      'https://px.example.test/b',
    ]);
    expect(trackingUrls({ statlink: 'https://a.test' })).toEqual([]);
  });
});
