import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Document, Page, pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { Watermark } from './Watermark.tsx';
import { fitScale, nextZoom, zoomLimits } from './pdfZoom.ts';
import './pdf-viewer.css';

// pdf.js parses in a worker of its own, served from the portal's build (no third-party address)
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

interface Props {
  /** A short-lived address of the PDF (the storage's, from generateOneFileUrl). */
  url: string;
  /** The viewer's identity, laid over every page. */
  watermark: string;
  /** Downloads the file; absent when the viewer may not download it (no button then). */
  onDownload?: () => void;
  downloading?: boolean;
}

/**
 * A PDF viewer on Mozilla's pdf.js (through react-pdf): every page drawn on a canvas (no text layer, so the text is
 * not copied out from under the watermark), zoom out and in, reset to 100 %, fit to the viewer's width, and download
 * when allowed. The viewer's identity is watermarked over the pages.
 */
export const PdfViewer = ({ url, watermark, onDownload, downloading }: Props) => {
  const t = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState(0);
  const [pageWidth, setPageWidth] = useState<number | null>(null);
  const [scale, setScale] = useState(1);
  const [failed, setFailed] = useState(false);

  const fit = useCallback(() => {
    if (box.current && pageWidth) setScale(fitScale(box.current.clientWidth, pageWidth));
  }, [pageWidth]);
  // fitted to the screen when it opens
  useEffect(() => fit(), [fit]);

  return (
    <div className="pp-pdf-viewer" data-testid="pdf-viewer">
      <div className="pp-pdf-toolbar" role="toolbar" aria-label={t('components.pdf.toolbar')}>
        <Button icon="pi pi-search-minus" text rounded aria-label={t('components.pdf.zoomOut')} disabled={scale <= zoomLimits.min} onClick={() => setScale((s) => nextZoom(s, -1))} />
        <span className="pp-pdf-scale" data-testid="pdf-scale">
          {Math.round(scale * 100)}%
        </span>
        <Button icon="pi pi-search-plus" text rounded aria-label={t('components.pdf.zoomIn')} disabled={scale >= zoomLimits.max} onClick={() => setScale((s) => nextZoom(s, 1))} />
        <Button label={t('components.pdf.reset')} icon="pi pi-refresh" text size="small" onClick={() => setScale(1)} data-testid="pdf-reset" />
        <Button label={t('components.pdf.fit')} icon="pi pi-arrows-h" text size="small" onClick={fit} data-testid="pdf-fit" />
        {pages > 0 && <span className="pp-muted pp-small">{t('components.pdf.pages', { count: pages })}</span>}
        {onDownload && (
          <Button label={t('components.pdf.download')} icon="pi pi-download" size="small" className="pp-pdf-download" loading={downloading} onClick={onDownload} data-testid="pdf-download" />
        )}
      </div>
      <div className="pp-pdf-pages" ref={box}>
        {failed ? (
          <p className="p-error pp-pad">{t('components.pdf.failed')}</p>
        ) : (
          <Document
            file={url}
            onLoadSuccess={(doc) => setPages(doc.numPages)}
            onLoadError={() => setFailed(true)}
            loading={<ProgressSpinner style={{ width: 40, height: 40 }} />}
            error={<p className="p-error pp-pad">{t('components.pdf.failed')}</p>}
          >
            <div className="pp-pdf-sheet">
              {Array.from({ length: pages }, (_, i) => (
                <Page
                  key={i}
                  pageNumber={i + 1}
                  scale={scale}
                  renderTextLayer={false}
                  renderAnnotationLayer={false}
                  onLoadSuccess={i === 0 ? (page) => setPageWidth(page.originalWidth) : undefined}
                  className="pp-pdf-page"
                />
              ))}
              {pages > 0 && <Watermark text={watermark} count={Math.max(12, pages * 12)} />}
            </div>
          </Document>
        )}
      </div>
    </div>
  );
};
