import { useEffect, useRef, useState } from 'react';
import type { CarFormProps } from './FormProps.ts';
import { LeadForm } from './LeadForm.tsx';

/** The Quick Enquiry dialog, open while mounted; onClose runs when the shopper closes it. */
export function QuickEnquiryDialog(props: CarFormProps & { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const { onClose, ...formProps } = props;
  const titleId = `qe-${props.car.slug}`;
  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal__head">
        <h2 id={titleId}>Quick Enquiry</h2>
        <button type="button" className="modal__close" aria-label="Close" onClick={() => dialog.current?.close()}>
          ×
        </button>
      </div>
      <div className="modal__body">
        <LeadForm {...formProps} kind="quick-enquiry" />
      </div>
    </dialog>
  );
}

/** 'Quick Enquiry' button of a result card, opening the car's enquiry in a modal dialog. */
export function QuickEnquiryModal(props: CarFormProps & { label?: string }) {
  const [open, setOpen] = useState(false);
  const { label, ...formProps } = props;
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          setOpen(true);
        }}
      >
        {label ?? 'Quick Enquiry'}
      </button>
      {open && (
        <QuickEnquiryDialog
          {...formProps}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
