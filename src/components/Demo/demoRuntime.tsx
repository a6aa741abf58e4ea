// Everything a live demo needs besides its own code, in one lazily loaded chunk: the MUI providers
// and the licence key. Pages without demos never load it.
import React, { type ComponentType } from 'react';
import { LicenseInfo } from '@mui/x-license';
import MuiProviders from '@site/src/components/MuiProviders';

let licenceApplied = false;

/**
 * Applies the licence key once. All installed copies of @mui/x-license (8.2.0, and the 8.3.1 and
 * 8.6.0 copies nested under the Premium grid and Tree View Pro) read the same global, so one call
 * covers them.
 */
export function applyLicenseKey(key: string | undefined): void {
  if (licenceApplied || !key) return;
  LicenseInfo.setLicenseKey(key);
  licenceApplied = true;
}

export function withDemoProviders(Component: ComponentType, readsColorMode: boolean): ComponentType {
  return function DemoWithProviders() {
    return (
      <MuiProviders followColorModeInTheme={readsColorMode}>
        <Component />
      </MuiProviders>
    );
  };
}
