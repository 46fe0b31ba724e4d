import { describe, expect, it } from 'vitest';
import { areaOfModule } from './areas.ts';
import { menuFor } from './menus.ts';

describe('areaOfModule (which chunk a module goes to)', () => {
  it('puts the lazy halves of area routes in the area chunk', () => {
    expect(areaOfModule('/r/portal/src/routes/_admin/admin/dashboard.tsx?tsr-split=component')).toBe('admin');
    expect(areaOfModule('/r/portal/src/routes/_strataAdmin.tsx?tsr-split=component')).toBe('strataAdmin');
  });

  it('puts a feature module in the one area whose lazy routes reach it, through other feature modules', () => {
    const importers: Record<string, string[]> = {
      '/r/portal/src/features/payments/PadFields.tsx': ['/r/portal/src/features/payments/PadCreateView.tsx'],
      '/r/portal/src/features/payments/PadCreateView.tsx': [
        '/r/portal/src/routes/_strataUnitOwner/strataUnitOwner/pad/create/$ownerId.tsx?tsr-split=component',
      ],
      '/r/portal/src/features/documents/DocumentViewerView.tsx': [
        '/r/portal/src/routes/_strataAdmin/strataAdmin/document/view/$id.tsx?tsr-split=component',
        '/r/portal/src/routes/_propertyAdmin/propertyAdmin/document/view/$id.tsx?tsr-split=component',
      ],
      '/r/portal/src/features/units/unitRoutes.ts': [
        '/r/portal/src/routes/_strataUnitOwner/strataUnitOwner/strataUnit/$id.tsx',
      ],
      // A cycle between two modules of one area.
      '/r/portal/src/features/units/a.ts': ['/r/portal/src/features/units/b.ts'],
      '/r/portal/src/features/units/b.ts': [
        '/r/portal/src/features/units/a.ts',
        '/r/portal/src/routes/_strataAdmin/strataAdmin/strataUnit/$id.tsx?tsr-split=component',
      ],
    };
    const importersOf = (id: string) => importers[id] ?? [];
    expect(areaOfModule('/r/portal/src/features/payments/PadFields.tsx', importersOf)).toBe(
      'strataUnitOwner',
    );
    expect(areaOfModule('/r/portal/src/features/units/a.ts', importersOf)).toBe('strataAdmin');
    // Two areas use it, or a route file (part of the entry) does: shared.
    expect(areaOfModule('/r/portal/src/features/documents/DocumentViewerView.tsx', importersOf)).toBeNull();
    expect(areaOfModule('/r/portal/src/features/units/unitRoutes.ts', importersOf)).toBeNull();
  });

  it('leaves route files (guards, loaders) and shared code to the entry and shared chunks', () => {
    expect(areaOfModule('/r/portal/src/routes/_admin/admin/dashboard.tsx')).toBeNull();
    expect(areaOfModule('/r/portal/src/routes/_admin.tsx')).toBeNull();
    expect(areaOfModule('/r/portal/src/routes/_public/login.tsx?tsr-split=component')).toBeNull();
    expect(areaOfModule('/r/portal/src/features/shared/frame/AreaLayout.tsx')).toBeNull();
    expect(areaOfModule('/r/ui/src/DataTable/DataTable.tsx')).toBeNull();
    // Not fooled by an area name that is the start of another (owner / ownerX).
    expect(areaOfModule('/r/portal/src/routes/_ownerArchive/x.tsx?tsr-split=component')).toBeNull();
  });
});

describe('menus (rental spec 2.5, strata Navigation)', () => {
  const labels = (entries: ReturnType<typeof menuFor>) => entries.map((entry) => entry.label);

  it('differ for superAdmin and strataAdmin in the strata area', () => {
    expect(labels(menuFor('strataAdmin', 'superAdmin'))).toEqual([
      'Properties',
      'Documents',
      'Building / User Log Ins',
      'Strata Agents',
      'Import/Export',
    ]);
    const strataAdmin = menuFor('strataAdmin', 'strataAdmin');
    expect(strataAdmin.find((entry) => entry.label === 'Documents')).toEqual({
      label: 'Documents',
      items: [
        { label: 'Strata Property Documents', href: '/strataAdmin/document/upload?documentFor=property' },
        { label: 'Strata Unit Documents', href: '/strataAdmin/document/upload?documentFor=unit' },
      ],
    });
  });

  it('give admin and superAdmin the same residential bar', () => {
    expect(menuFor('admin', 'superAdmin')).toEqual(menuFor('admin', 'admin'));
    expect(labels(menuFor('admin', 'admin'))).toEqual(['Dashboard', 'Documents']);
  });
});
