import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { DisclosureCheckCore, type DisclosureCheckProps } from '@/components/react/disclosure/DisclosureCheckCore';
import { DISCLOSURE_TEXT_ES } from '@/lib/i18n/tools/disclosure.es';

/** Check my disclosure in Spanish. */
export default withErrorBoundary((props: DisclosureCheckProps) => <DisclosureCheckCore {...props} text={DISCLOSURE_TEXT_ES} />, ISLAND_ERROR_ES);
