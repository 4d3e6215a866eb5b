import { useRef, useState } from 'react';
import type { CarFormProps } from './FormProps.ts';
import { LeadForm } from './LeadForm.tsx';

/** 'Quick Enquiry' button of a result card, opening the car's enquiry in a modal dialog. */
export default function QuickEnquiryModal(props: CarFormProps & { label?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    dialog.current?.close();
  };
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        {props.label ?? 'Quick Enquiry'}
      </button>
      <dialog
        ref={dialog}
        className="modal"
        aria-labelledby={`qe-${props.car.slug}`}
        onClose={() => {
          setOpen(false);
        }}
      >
        <div className="modal__head">
          <h2 id={`qe-${props.car.slug}`}>Quick Enquiry</h2>
          <button type="button" className="modal__close" aria-label="Close" onClick={close}>
            ×
          </button>
        </div>
        <div className="modal__body">{open && <LeadForm {...props} kind="quick-enquiry" />}</div>
      </dialog>
    </>
  );
}
