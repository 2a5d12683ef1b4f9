import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { FundingCalculatorCore, type FundingCalculatorProps } from '@/components/react/calculator/FundingCalculatorCore';
import { CALCULATOR_TEXT_EN } from '@/lib/i18n/tools/calculator.en';

/** The English funding calculator (Spanish: ./es/FundingCalculator.tsx). */
export default withErrorBoundary((props: FundingCalculatorProps) => <FundingCalculatorCore {...props} text={CALCULATOR_TEXT_EN} lang="en" />, ISLAND_ERROR_EN);
