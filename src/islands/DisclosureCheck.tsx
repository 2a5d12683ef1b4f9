import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { DisclosureCheckCore, type DisclosureCheckProps } from '@/components/react/disclosure/DisclosureCheckCore';
import { DISCLOSURE_TEXT_EN } from '@/lib/i18n/tools/disclosure.en';

/** Check my disclosure in English (the Spanish entry is ./es/DisclosureCheck.tsx). */
export default withErrorBoundary((props: DisclosureCheckProps) => <DisclosureCheckCore {...props} text={DISCLOSURE_TEXT_EN} />, ISLAND_ERROR_EN);
