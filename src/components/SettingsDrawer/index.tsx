import React from 'react';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useColorMode } from '@docusaurus/theme-common';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDocsConfig } from '@site/src/components/DocsProvider';
import MuiProviders from '@site/src/components/MuiProviders';
import { setDirection, useDirection } from '@site/src/components/ReaderSettings/direction';
import { fromDocusaurusChoice, toDocusaurusChoice, type Direction, type ModeChoice } from '@site/src/lib/colorScheme';
import type { TranslationKey } from '@site/src/lib/translations';

interface Option<T extends string> {
  readonly value: T;
  readonly labelKey: TranslationKey;
}

const MODES: readonly Option<ModeChoice>[] = [
  { value: 'light', labelKey: 'settings.mode.light' },
  { value: 'system', labelKey: 'settings.mode.system' },
  { value: 'dark', labelKey: 'settings.mode.dark' },
];

const DIRECTIONS: readonly Option<Direction>[] = [
  { value: 'ltr', labelKey: 'settings.direction.ltr' },
  { value: 'rtl', labelKey: 'settings.direction.rtl' },
];

function SettingGroup<T extends string>(props: {
  id: string;
  headingKey: TranslationKey;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
}) {
  const { t } = useDocsConfig();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography id={props.id} component="h3" variant="overline" sx={{ display: 'block', fontWeight: 700, mb: 1 }}>
        {t(props.headingKey)}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        size="small"
        value={props.value}
        aria-labelledby={props.id}
        onChange={(_, next: T | null) => {
          if (next !== null) props.onChange(next);
        }}
      >
        {props.options.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {t(option.labelKey)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

function SettingsPanel({ open, onClose }: SettingsDrawerProps) {
  const { t } = useDocsConfig();
  const { colorModeChoice, setColorMode } = useColorMode();
  const direction = useDirection();
  const { i18n } = useDocusaurusContext();
  const { createUrl } = useAlternatePageUtils();
  const languages: readonly Option<string>[] = i18n.locales.map((locale) => ({
    value: locale,
    labelKey: `settings.language.${locale}` as TranslationKey,
  }));
  return (
    <Drawer anchor={direction === 'rtl' ? 'left' : 'right'} open={open} onClose={onClose}>
      <Box role="dialog" aria-labelledby="settings-title" sx={{ width: 320, maxWidth: '100vw', p: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="settings-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('settings.title')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('settings.close')} edge="end">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </IconButton>
        </Box>
        <SettingGroup
          id="settings-mode"
          headingKey="settings.mode"
          value={fromDocusaurusChoice(colorModeChoice)}
          options={MODES}
          onChange={(mode) => setColorMode(toDocusaurusChoice(mode))}
        />
        <SettingGroup
          id="settings-direction"
          headingKey="settings.direction"
          value={direction}
          options={DIRECTIONS}
          onChange={setDirection}
        />
        <SettingGroup
          id="settings-language"
          headingKey="settings.language"
          value={i18n.currentLocale}
          options={languages}
          onChange={(locale) => {
            window.location.assign(createUrl({ locale, fullyQualified: false }));
          }}
        />
      </Box>
    </Drawer>
  );
}

interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

export default function SettingsDrawer(props: SettingsDrawerProps) {
  return (
    <MuiProviders>
      <SettingsPanel {...props} />
    </MuiProviders>
  );
}
