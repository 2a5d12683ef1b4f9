/**
 * Each tool page's title and description, per language: the pages' <title> and meta description read
 * them, and so does the site search's index (src/data/search-index.ts), so a tool is described once.
 */
import type { TOOL_KEYS } from './nav';

type ToolKey = (typeof TOOL_KEYS)[number];
interface ToolMeta {
  title: string;
  description: string;
}

/** Every tool in both languages (the parity build test holds every tool to a Spanish twin). */
export const TOOL_META: Readonly<Record<'en' | 'es', Record<ToolKey, ToolMeta>>> = {
  en: {
    calculator: {
      title: 'MCA & Working Capital Calculator',
      description: 'Enter an advance, factor rate, holdback and monthly revenue to see payback, daily remittance, days to payoff and the disclosure-style APR.',
    },
    compareOffers: {
      title: 'Compare MCA Offers: Fees, Debits and APR',
      description:
        'Put up to three advance offers side by side: fees withheld, daily or weekly debits, early-payoff discounts, total cost and the disclosure-style APR.',
    },
    repaymentCalculator: {
      title: 'MCA Repayment Schedule Calculator',
      description:
        'See every payment of a merchant cash advance: business day, amount, total paid and balance, with monthly subtotals, a CSV download and a printable page.',
    },
    eligibility: {
      title: 'Funding Eligibility Checker',
      description:
        'Answer five questions to see which funding products usually fit your business: MCA, line of credit, factoring, equipment financing or an SBA loan.',
    },
    checkDisclosure: {
      title: 'Check Your MCA Disclosure’s APR (California & New York)',
      description:
        'Work out a California or New York sales-based financing disclosure’s estimated APR by the state’s historical method and see if the printed APR is within tolerance.',
    },
    stackedAdvances: {
      title: 'Stacked MCA Advances: Can Your Cash Flow Carry Them?',
      description:
        'Add up the daily and weekly debits of up to four advances you pay now, against your deposits and the 15–20% funders commonly cite, with payoff dates and a sales-drop test.',
    },
    renewalCalculator: {
      title: 'MCA Renewal Calculator: What a Renewal Really Costs',
      description:
        'Price an MCA renewal on the cash you actually receive: the balance rolled over, fees, cost per dollar and the disclosure-style APR beside the APR as usually quoted.',
    },
    cashRunway: {
      title: 'Will the Cash Last? 13-Week Cash Forecast Under MCA Debits',
      description:
        'Forecast 13 weeks of cash from your own bank export, on your device: the week the balance runs out under the advance debits, what-ifs, and debt-service coverage.',
    },
    reconciliationLetter: {
      title: 'MCA Reconciliation Request Letter: Figures and Draft',
      description:
        'Work out the debit your contract’s specified percentage gives on your last months’ deposits, what you paid beyond it, and draft a plain letter asking the funder to reconcile.',
    },
  },
  es: {
    calculator: {
      title: 'Calculadora de adelantos y capital de trabajo',
      description:
        'Escriba el adelanto, la tasa de factor, la retención y sus ingresos para ver el monto a devolver, el pago diario, los días de pago y la APR actuarial.',
    },
    compareOffers: {
      title: 'Compare ofertas de MCA: cargos, débitos y APR',
      description:
        'Ponga hasta tres ofertas de adelanto lado a lado: cargos retenidos, débitos diarios o semanales, descuentos por pago anticipado, costo total y APR actuarial.',
    },
    repaymentCalculator: {
      title: 'Calendario de pagos de un MCA',
      description:
        'Vea cada pago de un adelanto: día hábil, monto, total pagado y saldo, con subtotales mensuales, un CSV para descargar y una página para imprimir.',
    },
    eligibility: {
      title: 'Verificador de elegibilidad para financiamiento',
      description:
        'Responda cinco preguntas y vea qué financiamiento suele ajustarse a su negocio: MCA, línea de crédito, factoraje, equipos o un préstamo SBA.',
    },
    stackedAdvances: {
      title: 'Adelantos MCA acumulados: ¿su flujo de efectivo los aguanta?',
      description:
        'Sume los débitos de hasta cuatro adelantos frente a sus depósitos y el 15–20% que suelen citar los financiadores, con fechas de pago y una baja de ventas.',
    },
    renewalCalculator: {
      title: 'Calculadora de renovación de MCA: el costo real',
      description:
        'Calcule el costo de renovar un MCA sobre el efectivo que recibe: saldo traspasado, cargos, costo por dólar y la APR actuarial junto a la APR cotizada.',
    },
    cashRunway: {
      title: '¿Le alcanzará el efectivo? Pronóstico de 13 semanas con débitos de MCA',
      description:
        'Pronostique 13 semanas de efectivo con el archivo que descarga de su banco, en su dispositivo: la semana en que se acaba el saldo, escenarios y la cobertura de la deuda.',
    },
    checkDisclosure: {
      title: 'Revise la APR de su divulgación de un adelanto (California y Nueva York)',
      description:
        'Calcule la APR estimada de una divulgación de financiamiento basado en ventas de California o Nueva York por el método histórico del estado y vea si la APR impresa está dentro de la tolerancia.',
    },
    reconciliationLetter: {
      title: 'Carta para pedir la reconciliación de un MCA',
      description:
        'Calcule el débito que corresponde al porcentaje especificado en su contrato sobre sus depósitos y cuánto pagó de más, y prepare una carta para pedir la reconciliación.',
    },
  },
};
