// Extends the navbar item registry by our three items; the built-in types are kept as they are.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ProductIdentifier from '@site/src/components/ProductIdentifier';
import VersionMenu from '@site/src/components/VersionMenu';
import SettingsButton from '@site/src/components/SettingsButton';

export default {
  ...ComponentTypes,
  'custom-productIdentifier': ProductIdentifier,
  'custom-versionMenu': VersionMenu,
  'custom-settingsButton': SettingsButton,
};
