import { linkify } from 'features/chat';

/**
 * A message exactly as typed: React renders it as text (no HTML is ever interpreted), line breaks kept by CSS
 * (white-space: pre-wrap), and only http/https URLs become links, opened in a new tab without an opener.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="msg__text">
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
