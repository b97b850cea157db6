import { watermark } from '../core/ui.ts';
import './watermark.css';

interface Props {
  /** The viewer's identity (their name and e-mail, and the day). */
  text: string;
  /** How many times the text is repeated (enough to cover the content under it). */
  count?: number;
}

/**
 * A faint layer of the viewer's identity over what they are viewing (opacity .15, each line turned −22°). It takes no
 * pointer events, so the content under it scrolls, plays and is read as usual.
 */
export const Watermark = ({ text, count = 24 }: Props) => (
  <div className="pp-watermark" style={{ opacity: watermark.opacity }} aria-hidden data-testid="watermark">
    {Array.from({ length: count }, (_, i) => (
      <span key={i} style={{ transform: `rotate(${watermark.rotateDeg}deg)` }}>
        {text}
      </span>
    ))}
  </div>
);
