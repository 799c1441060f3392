/**
 * The demo passwords (README's "Demo accounts") hashed once at scrypt N = 2^17, r = 8, p = 1 (production's cost):
 * hashing them anew took about 3.4 s of every fresh start's seed on two cores (0.68 s each, two at a time). Their
 * passwords are published, so the hashes keep no secret. The seed uses one only where new hashes get the same cost
 * (demo-accounts.ts); made with `hashPassword` at that cost.
 */
export const DEMO_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  'haat-demo-1': 'scrypt$131072$8$1$XWdoSOQ1KoPi0/WZGnhNXg==$RLW5jw42aijK/4RGQom9R/n4Hg7AIXtI3QQ4/nYKzf6Wtqg2UNDuqthovEyNfZsYCnnL3NDgXCou9egP1jCtYA==',
  'haat-demo-2': 'scrypt$131072$8$1$THenDy9qNHDEqJ8CAQ3ZCQ==$qSTrBozasat8vfijQo/o7DiWizGzSXHgoRyfhRBuoDn19NzEw0iONVjlmjfLQ3dx6xC/fEfceCtCcOBUAimOig==',
  'haat-seller-1': 'scrypt$131072$8$1$vsZI+rwZE3rBZoTdNu2vCg==$GEa7CP6fsNgjPwXGl/dNruWMon0N/LvP6QCI18GwiH+etKxM0+HTjklT3XEvjIDe9hfhrjIuDaHHVob+dKmIFg==',
  'haat-seller-2': 'scrypt$131072$8$1$yzPhvmSxSfbNCM9AF0EwmA==$+Xjh/dADUMO5FiEYXaxsZeN0OuhXvwRmb9oGOMcdw6ohWynoXUln1pOdewRc4lgd/KLHtkly5qgFHD0fuu9AXQ==',
  'haat-seller-3': 'scrypt$131072$8$1$k7RBD3WNoClij4qonjDsXQ==$rSnEadMCasrrHdvAaqrvlWmRhrtJm23/AcKHu46sXWmemRBA/rYR8uLHk4ti3dctbSHlx7Z9Eths4mvEn9/+1g==',
  'haat-seller-4': 'scrypt$131072$8$1$crBuLd+A9N7RJI69syphbg==$wlHdX2oMDeViI5csorJnyBBWO96OrVtGcodexPz90Dbhd0IlBUE9pp4EfGwHtXJV+1UQc/m+30w8EhGallNotw==',
  'haat-seller-5': 'scrypt$131072$8$1$7LFEMZK91vKFruCHaPYCXA==$aUUls9fz+SiPlnUSq0hXmyw4QgXWwgnqYskDDWUhsmwGcRPbO8uSvoRAaKcxVacbj48HbMma1zB1i3jKeIA5+g==',
  'haat-seller-6': 'scrypt$131072$8$1$lekfOs9KvnK9iAVp0TWf5g==$lULF931EXISi7zsmi3DviaYwgH3IWprcXnnQ1hVXo3Ka7iAdGt1Hh7CiysT7EIS4q6Wg68oBwuPV3Kkw9gTMXQ==',
  'haat-seller-7': 'scrypt$131072$8$1$rWYbGqlYp3LYHzu90ocVTQ==$C+LrXmsOVm59Iye96DK1GbzRn2wlXpp24L3Khbr5XoBpM+90VqmVrCecwsv1UX6FMnlslfEZgiPmjJ0yuH/rbw==',
  'haat-seller-8': 'scrypt$131072$8$1$H2lRwMmKQCIZdtsD8LT6sw==$qlUHcoaNVHTeYJlXsubY+fecI1G4bNrV0bibVpCWo81Fyl/g3I5wna3KkJNeowKETdvZ7IueI1FPdi2vo0Wd8w==',
};
