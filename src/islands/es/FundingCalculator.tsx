import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { FundingCalculatorCore, type FundingCalculatorProps } from '@/components/react/calculator/FundingCalculatorCore';
import { CALCULATOR_TEXT_ES } from '@/lib/i18n/tools/calculator.es';

/** The Spanish funding calculator: the English one's core with the Spanish catalog. */
export default withErrorBoundary((props: FundingCalculatorProps) => <FundingCalculatorCore {...props} text={CALCULATOR_TEXT_ES} lang="es" />, ISLAND_ERROR_ES);
