import { quotationStage } from '~/domain/quotation';
import { useIntl } from '~/i18n/intl';

/** A quotation's stage in words; a state this shop does not know is shown as the ERP names it. */
export function useQuotationStatusLabel() {
  const intl = useIntl();
  return (state: string) => {
    const stage = quotationStage(state);
    return stage ? intl.formatMessage({ id: `quotations.stage.${stage}` }) : state;
  };
}
