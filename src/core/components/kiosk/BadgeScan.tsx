import { Alert } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { boothCopy } from '../../../content/booth';
import type { BadgeContact } from '../../../shared/badge';
import type { CameraAccess } from '../../platform/platform';
import { Button } from '../Button';

// The camera view and its QR decoder load when a scan starts.
const BadgeScanner = lazy(() => import('./BadgeScanner'));

const copy = boothCopy.scan;

/**
 * The lead form's 'Scan badge' button where a camera is offered (the kiosk), with the scanner it opens and what
 * came of the last scan. Loaded only there: the web site's form has no camera.
 */
export function BadgeScan({ camera, onContact }: { camera: CameraAccess; onContact: (contact: BadgeContact) => void }) {
  const [scanning, setScanning] = useState(false);
  const [scanned, setScanned] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <Button variant="secondary" size="large" onClick={() => setScanning(true)}>
        {copy.button}
      </Button>
      {problem && (
        <Alert color="orange" role="alert" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {scanned && (
        <Alert color="blue" role="status">
          {copy.filled}
        </Alert>
      )}
      {scanning && (
        <Suspense fallback={null}>
          <BadgeScanner
            camera={camera}
            opened={scanning}
            onClose={() => setScanning(false)}
            onContact={(contact) => {
              setScanning(false);
              setProblem(null);
              setScanned(true);
              onContact(contact);
            }}
            onProblem={(message) => {
              setScanning(false);
              setProblem(message);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export default BadgeScan;
