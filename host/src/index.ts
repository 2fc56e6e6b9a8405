import { localizeBootText, showStartFailure } from './start-failure';

localizeBootText();
// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap').catch(showStartFailure);
